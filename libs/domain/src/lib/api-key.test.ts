import { describe, expect, it } from 'vitest';
import { API_KEY_COMPLETE_STATE, apiKeyState } from './api-key.js';

describe('apiKeyState', () => {
  it('shows COMPLETE as valid and anything else as creating', () => {
    expect(API_KEY_COMPLETE_STATE).toBe('COMPLETE');
    expect(apiKeyState('COMPLETE')).toBe('valid');
    expect(apiKeyState('PENDING')).toBe('creating');
    expect(apiKeyState('complete')).toBe('creating');
    expect(apiKeyState(null)).toBe('creating');
  });
});
