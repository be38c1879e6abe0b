import { createContext, useContext } from 'react';

/**
 * This site's origin ('https://eventosperu.pe'): the browser's, or the request's during a server
 * render (so the HTML and its hydration agree).
 */
export const OriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

export function useOrigin(): string {
  return useContext(OriginContext);
}
