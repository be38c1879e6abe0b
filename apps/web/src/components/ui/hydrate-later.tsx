import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in its own pass, after the page's first one
 * (docs/decisions/130). React leaves a server-rendered `<Suspense>` boundary dehydrated while it
 * hydrates the rest and then hydrates it on its own at low priority, with its own commit: the
 * page's hydration becomes several short tasks instead of one render and one commit of the whole
 * page. The server's HTML stays visible and its links work meanwhile; a click inside hydrates the
 * boundary at once and is replayed. Nothing inside suspends in the browser, so the fallback is
 * never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
