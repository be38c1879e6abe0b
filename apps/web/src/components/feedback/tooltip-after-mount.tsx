import { Suspense, cloneElement, lazy, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement, Ref, RefObject, TouchEvent } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

/**
 * MUI's Tooltip (with its Popper and Grow: 11 kB of brotli) is loaded the first time someone points
 * at a child, not with the page: the interaction that armed it is handed over once it is there.
 */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** The listeners MUI's Tooltip puts on its child, by the React prop that carries them. */
const LISTENERS = ['onMouseOver', 'onMouseLeave', 'onFocus', 'onBlur', 'onTouchStart', 'onTouchEnd'] as const;
type Listener = (typeof LISTENERS)[number];
type Listeners = Partial<Record<Listener, (event: unknown) => void>>;
/** What armed the tooltip, still to be handed to MUI's Tooltip once it is there. */
interface Pending {
  listener: 'onMouseOver' | 'onFocus' | 'onTouchStart';
  type: string;
  target: HTMLElement;
}

/** The end of an interaction that cancels the one that armed the tooltip (left, blurred, lifted). */
const CANCELS: Partial<Record<Listener, Pending['listener']>> = { onMouseLeave: 'onMouseOver', onBlur: 'onFocus', onTouchEnd: 'onTouchStart' };

interface RelayProps {
  node: HTMLElement;
  listeners: RefObject<Listeners>;
  pending: RefObject<Pending | null>;
  ref?: Ref<HTMLElement>;
  [prop: string]: unknown;
}

/**
 * The child MUI's Tooltip gets: no element of its own. Its ref is the real child's DOM node (the
 * popper's anchor, the node the Tooltip reads `disabled` and `:focus-visible` from), the listeners
 * the Tooltip gives it are called by the real child's handlers, and the interaction that armed the
 * tooltip is handed over once.
 */
function Relay({ node, listeners, pending, ref, ...props }: RelayProps) {
  useImperativeHandle(ref, () => node, [node]);
  useLayoutEffect(() => {
    const given: Listeners = {};
    for (const name of LISTENERS) if (typeof props[name] === 'function') given[name] = props[name] as (event: unknown) => void;
    listeners.current = given;
    // MUI's development build checks that its child's node carries this attribute (its props
    // reached the DOM); the production build does not pass it.
    if (props['data-mui-internal-clone-element']) node.setAttribute('data-mui-internal-clone-element', 'true');
  });
  useLayoutEffect(() => {
    const armed = pending.current;
    pending.current = null;
    if (armed) listeners.current[armed.listener]?.({ type: armed.type, target: armed.target, currentTarget: armed.target });
  }, [listeners, pending]);
  return null;
}

/**
 * MUI's Tooltip for a child that names itself (`aria-label`), without MUI's Tooltip in the server
 * render, the hydration render or before anyone points at the child. The child stays the only
 * element at its place in the tree from the first render on (no remount when the Tooltip arrives):
 * it gets listeners for hover, focus and touch; the first of them loads and renders MUI's Tooltip beside it,
 * whose own child (`Relay`) has no element and anchors the popper to this child's node. The Tooltip
 * then behaves as usual (its delays, hover on the popper, Escape, long press). MUI's Tooltip costs
 * about as much as two icon buttons per render on the server (≈ 0.4 ms each on this machine; a
 * provider site has one per gallery photo and per share button;
 * docs/decisions/296-site-renders-fewer-components.md), and rendered after hydration it remounted
 * every such button (docs/decisions/326-tooltip-beside-its-child.md). Same HTML as MUI's Tooltip
 * around the child; the title must be a string (the child's own `aria-label` names it).
 */
export function TooltipAfterMount({ children, ...props }: Omit<TooltipProps, 'children' | 'title'> & { title: string; children: ReactElement }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const listeners = useRef<Listeners>({});
  const pending = useRef<Pending | null>(null);
  const own = children.props as Listeners;

  const handler = (name: Listener) => (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement> | TouchEvent<HTMLElement>) => {
    own[name]?.(event);
    const listener = listeners.current[name];
    if (listener) {
      listener(event);
      return;
    }
    if (name === 'onMouseOver' || name === 'onFocus' || name === 'onTouchStart') {
      pending.current = { listener: name, type: event.type, target: event.currentTarget };
      setNode(event.currentTarget);
    } else if (pending.current && pending.current.listener === CANCELS[name]) {
      pending.current = null;
    }
  };
  const childProps: Record<string, unknown> = {};
  for (const name of LISTENERS) childProps[name] = handler(name);

  return (
    <>
      {cloneElement(children, childProps)}
      {node ? (
        <Suspense fallback={null}>
          <Tooltip {...props}>
            <Relay node={node} listeners={listeners} pending={pending} />
          </Tooltip>
        </Suspense>
      ) : null}
    </>
  );
}
