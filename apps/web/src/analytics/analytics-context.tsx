import { createContext, useContext } from 'react';
import { noAnalytics, type Analytics } from './analytics';

export const AnalyticsContext = createContext<Analytics>(noAnalytics);

/** The page's analytics: reports nothing on the server. */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
