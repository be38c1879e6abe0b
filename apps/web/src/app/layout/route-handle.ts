import { useMatches } from 'react-router';

/** Layout flags a route declares in its `handle` (SPEC §2 "Layout"). */
export interface RouteHandle {
  /** Grey page background (provider site, search, affiliation, pricing, events, quotations, my account…). */
  grey?: boolean;
  /** On mobile: footer hidden, full height, overscroll disabled (affiliation and create-event). */
  fullHeightOnMobile?: boolean;
}

export interface LayoutFlags {
  grey: boolean;
  fullHeightOnMobile: boolean;
  /** Id of the deepest matched route (keys the fade transition). */
  leafRouteId: string;
}

/** The layout flags of the current route (any matched route may set them). */
export function useLayoutFlags(): LayoutFlags {
  const matches = useMatches();
  const flags: LayoutFlags = { grey: false, fullHeightOnMobile: false, leafRouteId: '' };
  for (const match of matches) {
    const handle = (match.handle ?? {}) as RouteHandle;
    if (handle.grey) flags.grey = true;
    if (handle.fullHeightOnMobile) flags.fullHeightOnMobile = true;
    flags.leafRouteId = match.id;
  }
  return flags;
}
