/** The `stateId` of an API key that is ready to use (spec §3). */
export const API_KEY_COMPLETE_STATE = 'COMPLETE';

/** What the API key screen shows: a valid key, or one still being created. */
export type ApiKeyState = 'valid' | 'creating';

/** `COMPLETE` means valid; every other state (or none) is shown as creating (spec §3). */
export function apiKeyState(stateId: string | null | undefined): ApiKeyState {
  return stateId === API_KEY_COMPLETE_STATE ? 'valid' : 'creating';
}
