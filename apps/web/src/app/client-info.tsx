import { createContext, useContext } from 'react';
import { isUnsupportedBrowser } from '@kokoelma/domain';

/** What the page knows of the visitor's browser. */
export interface ClientInfo {
  /** Below the supported versions (spec §8): the page warns, with no script needed. */
  unsupportedBrowser: boolean;
}

/** From a User-Agent: the server decides from the request, the browser from itself, alike. */
export function clientInfoFrom(userAgent: string | null | undefined): ClientInfo {
  return { unsupportedBrowser: isUnsupportedBrowser(userAgent ?? '') };
}

export const ClientInfoContext = createContext<ClientInfo>({ unsupportedBrowser: false });

/** The visitor's browser facts. */
export function useClientInfo(): ClientInfo {
  return useContext(ClientInfoContext);
}
