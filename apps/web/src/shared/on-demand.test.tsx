import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('onDemand', () => {
  it('loads nothing until asked, then once, however often it is asked', async () => {
    const load = vi.fn(async () => Greeting);
    const greeting = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    greeting.prefetch.onPointerEnter();
    greeting.prefetch.onFocus();
    await greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the loaded component with its props, sharing the prefetched load', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component, prefetch } = onDemand(load);
    prefetch.onFocus();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Component name="Helene" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello Helene')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
