import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';

/**
 * MUI's Tooltip from the component's first effect on; before that (the server render and the
 * hydration render) the child alone. A tooltip only shows on hover or focus, which needs the page
 * hydrated, and MUI's Tooltip costs about as much as two icon buttons per render on the server
 * (≈ 0.4 ms each on this machine: a provider site has one per gallery photo and per share button;
 * docs/decisions/296-site-renders-fewer-components.md). The child must carry its own accessible
 * name (`aria-label`): then the HTML is the same with and without the Tooltip.
 */
export function TooltipAfterMount({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Tooltip {...props}>{children}</Tooltip> : children;
}
