import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';

// Every story of the library is rendered here with the same decorators Storybook uses,
// so a story that throws, renders nothing, or breaks an accessibility rule fails the run.
setProjectAnnotations(preview);
afterEach(cleanup);

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  // Composed stories are components that already carry their args and decorators.
  const stories = Object.entries(composeStories(module)) as Array<[string, ComponentType]>;
  it.each(stories)('%s renders and passes axe', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.textContent?.trim()).not.toBe('');
    // jsdom computes no layout, so colour contrast is left to the browser tests; nor does
    // it load frames (a video player), so axe checks the frame element but not inside it.
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
      iframes: false,
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
