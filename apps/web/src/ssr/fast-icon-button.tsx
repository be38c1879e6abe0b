import { forwardRef, useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { jsxs } from 'react/jsx-runtime';
import { __unsafe_useEmotionCache as useEmotionCache, useTheme } from '@emotion/react';
import MuiIconButton from '@mui/material/IconButton';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { insertionOf } from '../styling/emotion-insertion';
import type { EmotionCache } from '@emotion/cache';
import { forwardedProps, holdsEmotionClass, keptKind, keptStyles } from './kept-mui';
import type { KeptElement } from './kept-mui';

/**
 * MUI's `IconButton` on the server, with its class and rule kept per theme and props
 * (docs/decisions/333-server-mui-components-kept.md). On the server MUI's IconButton renders its
 * `ButtonBase` (about twenty hooks: ripple, focus-visible, a dozen event handlers, none of which
 * reaches the HTML) around one `<button>` whose class carries the rule Emotion merged from both; this
 * writes that `<button>` with the attributes ButtonBase and `useButtonBase` give it, in their order,
 * and the same tree shape for the children (IconButton's `useId`, both styled fragments, ButtonBase's
 * children array). Anything else — `loading`, `focusableWhenDisabled`, `nativeButton`, a `component`
 * or `LinkComponent` that is not a tag, an `as`, a `className` holding an Emotion class, a key never
 * seen, a theme with ButtonBase default props — is MUI's IconButton.
 */
interface Props {
  children?: ReactNode;
  [prop: string]: unknown;
}

const FALLBACK_PROPS = ['loading', 'loadingIndicator', 'focusableWhenDisabled', 'nativeButton', 'as', 'action'];

/** Whether the theme gives ButtonBase default props (which MUI's ButtonBase would merge in). */
function themeButtonBaseDefaults(theme: object): boolean {
  const components = (theme as { components?: Record<string, { defaultProps?: object } | undefined> }).components;
  return components?.MuiButtonBase?.defaultProps !== undefined;
}

function handledProps(props: Props): boolean {
  for (const name of FALLBACK_PROPS) if (props[name] !== undefined && props[name] !== null) return false;
  return (props.component === undefined || typeof props.component === 'string') && (props.LinkComponent === undefined || typeof props.LinkComponent === 'string');
}

const IconButton = forwardRef(function IconButton(inProps: Props, ref: Ref<unknown>) {
  const props = useDefaultProps({ props: inProps, name: 'MuiIconButton' }) as Props;
  const theme = useTheme();
  const cache = useEmotionCache();
  const kept = cache === null || holdsEmotionClass(cache, props.className) || !handledProps(props) || themeButtonBaseDefaults(theme) ? null : keptStyles(kind, theme, props);
  if (kept === null || kept.length !== 1 || cache === null) return <MuiIconButton ref={ref as Ref<HTMLButtonElement>} {...(inProps as object)} />;
  return <KeptIconButton props={props} root={kept[0]!} cache={cache} forwardedRef={ref} />;
});

interface KeptProps {
  props: Props;
  root: KeptElement;
  cache: EmotionCache;
  forwardedRef: Ref<unknown>;
}

function KeptIconButton({ props, root, cache, forwardedRef: ref }: KeptProps) {
  // MUI's IconButton calls useId (its loading indicator's id), so React gives its children the ids of a
  // subtree below a `useId`: here too (not in the component above, whose fallback is MUI's IconButton).
  useId();
  // IconButton's props for its styled root (a ButtonBase), as Emotion's styled forwards them.
  const { edge: _edge, children, className: _className, color: _color, disabled = false, disableFocusRipple = false, size: _size, id: idProp, loading: _loading, loadingIndicator: _loadingIndicator, ...ibOther } = props;
  const baseProps = forwardedProps({ id: idProp, className: '', centerRipple: true, internalNativeButton: true, focusRipple: !disableFocusRipple, disabled, ...ibOther, ownerState: null, children: [false, children] }, '', undefined);
  // ButtonBase's.
  const {
    centerRipple: _centerRipple,
    children: baseChildren,
    className: _baseClassName,
    component = 'button',
    disabled: baseDisabled = false,
    disableRipple: _disableRipple,
    disableTouchRipple: _disableTouchRipple,
    focusRipple: _focusRipple,
    focusVisibleClassName: _focusVisibleClassName,
    suppressFocusVisible: _suppressFocusVisible,
    internalNativeButton: _internalNativeButton,
    internalDisabledThemeFocusVisible: _internalDisabledThemeFocusVisible,
    LinkComponent = 'a',
    onBlur: _onBlur,
    onClick: _onClick,
    onContextMenu: _onContextMenu,
    onDragLeave: _onDragLeave,
    onFocus: _onFocus,
    onFocusVisible: _onFocusVisible,
    onKeyDown: _onKeyDown,
    onKeyUp: _onKeyUp,
    onMouseDown: _onMouseDown,
    onMouseLeave: _onMouseLeave,
    onMouseUp: _onMouseUp,
    onTouchEnd: _onTouchEnd,
    onTouchMove: _onTouchMove,
    onTouchStart: _onTouchStart,
    tabIndex = 0,
    TouchRippleProps: _touchRippleProps,
    touchRippleRef: _touchRippleRef,
    type,
    ...other
  } = baseProps;
  const isLink = Boolean(other.href || other.to);
  const hasFormAction = Boolean(other.formAction);
  const Component = (component === 'button' && isLink ? LinkComponent : component) as string;
  const nativeButton = Component === 'button';
  // useButtonBase's button props (not focusable when disabled), or ButtonBase's link props.
  let stateProps: Record<string, unknown>;
  if (isLink) {
    stateProps = { tabIndex: baseDisabled ? -1 : tabIndex };
    if (baseDisabled) stateProps['aria-disabled'] = baseDisabled;
    stateProps.type = type;
  } else {
    stateProps = { tabIndex: baseDisabled ? -1 : tabIndex };
    if (nativeButton) {
      stateProps.type = type === undefined && !hasFormAction ? 'button' : type;
      stateProps.disabled = baseDisabled;
    } else {
      stateProps.role = 'button';
      if (baseDisabled) stateProps['aria-disabled'] = baseDisabled;
    }
  }
  const rootProps: Record<string, unknown> = { as: Component, className: '', ownerState: null, ...stateProps, ...other, children: [baseChildren, null] };
  // IconButton's styled fragment (its own rule is merged into the button's, not on any element),
  // then ButtonBase's.
  return (
    <>
      {null}
      <>
        {root.serialized === null ? null : insertionOf(cache, root.serialized)}
        {jsxs(Component as 'button', forwardedProps(rootProps, root.className, ref))}
      </>
    </>
  );
}

const kind = keptKind(MuiIconButton, IconButton);

export default IconButton;
