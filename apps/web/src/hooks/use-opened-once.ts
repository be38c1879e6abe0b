import { useState } from 'react';

/**
 * True from the first render where `open` is true, for the component's life: a dialog loaded on
 * first use (React.lazy) is mounted only once someone opens it, then stays mounted so that closing
 * it plays its exit transition and opening it again is instant (docs/decisions/255).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
