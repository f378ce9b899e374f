import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.js';

describe('DomainError', () => {
  it('is an Error with a name and a stable code', () => {
    const error = new DomainError('SOMETHING', 'Something went wrong');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DomainError',
      code: 'SOMETHING',
      message: 'Something went wrong',
    });
  });
});
