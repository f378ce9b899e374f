import { useQueryClient } from '@tanstack/react-query';
import { isNotSignedIn, type NotSignedIn } from '@kokoelma/galleries';

// What every gallery write (a TanStack `useMutation`) shares: a per-gallery scope, so
// writes to one gallery reach the server in the order they were made (a later move never
// overtakes an earlier one), a key to ask whether another write to it is still on its
// way, and a signed-out answer turned into an error the mutation's `onError` handles.

/** Writes to one gallery run one after another, in order (TanStack Query `scope`). */
export const galleryScope = (galleryId: number) => ({ id: `gallery-${galleryId}` });
/** The favourites are one list: their writes run in order too. */
export const favouritesScope = { id: 'favourites' };

/** The mutation key of the writes to one gallery (for `isMutating`). */
export const galleryWriteKey = (galleryId: number) => ['gallery-write', galleryId] as const;

/** The session ended meanwhile (401): the page asks to sign in again. */
export class SignedOutError extends Error {
  override name = 'SignedOutError';
  constructor() {
    super('The session has ended');
  }
}

/** The answer of a write, or a throw when the session ended meanwhile. */
export function answered<T>(answer: T | NotSignedIn): T {
  if (isNotSignedIn(answer)) throw new SignedOutError();
  return answer;
}

/**
 * After a failed write: a signed-out answer has the visitor read again (the header then
 * offers sign-in). Answers whether it was that.
 */
export function useSignedOutCheck() {
  const queryClient = useQueryClient();
  return (error: unknown): boolean => {
    if (!(error instanceof SignedOutError)) return false;
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    return true;
  };
}
