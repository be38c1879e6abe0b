import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SMOOTH_SCROLL_DURATION_MS, shouldSaveNextPath } from '@eventos/domain';
import { setNextPath } from '../../lib/cookies';
import { smoothScrollTo } from './smooth-scroll';

/**
 * Side effects of every navigation (SPEC §2): save the full path in the `next` cookie (except on
 * login and the OAuth callback) and scroll smoothly to the top (500 ms) when the page changes.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (shouldSaveNextPath(location.pathname)) setNextPath(fullPath);
  }, [fullPath, location.pathname]);

  const previousPathname = useRef(location.pathname);
  useEffect(() => {
    if (previousPathname.current === location.pathname) return;
    previousPathname.current = location.pathname;
    if (location.hash) return; // anchors scroll themselves
    return smoothScrollTo(0, SMOOTH_SCROLL_DURATION_MS);
  }, [location.pathname, location.hash]);
}
