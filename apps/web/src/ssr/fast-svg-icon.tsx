import { forwardRef, isValidElement } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import type { ReactNode, Ref } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache, useTheme } from '@emotion/react';
import MuiSvgIcon from '@mui/material/SvgIcon';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { insertionOf } from '../styling/emotion-insertion';
import { forwardedProps, holdsEmotionClass, keptKind, keptStyles } from './kept-mui';

/**
 * MUI's `SvgIcon` on the server (every `@mui/icons-material` icon is one), with its class and rule kept
 * per theme and props (docs/decisions/333-server-mui-components-kept.md): the same elements, attributes
 * in the same order and tree shape as MUI 9's SvgIcon and Emotion's `styled` render, from the kept
 * class; anything else (an `svg` child, an `as`, a `className` holding an Emotion class — a `styled(SvgIcon)` such as
 * the Select's icon —, a key never seen) is MUI's SvgIcon.
 */
interface Props {
  children?: ReactNode;
  className?: string;
  component?: unknown;
  fontSize?: string;
  htmlColor?: string;
  inheritViewBox?: boolean;
  titleAccess?: string;
  viewBox?: string;
  [prop: string]: unknown;
}

const SvgIcon = forwardRef(function SvgIcon(inProps: Props, ref: Ref<unknown>) {
  const props = useDefaultProps({ props: inProps, name: 'MuiSvgIcon' }) as Props;
  const theme = useTheme();
  const cache = useEmotionCache();
  const { children } = props;
  const kept = cache === null || holdsEmotionClass(cache, props.className) || 'as' in props || (isValidElement(children) && children.type === 'svg') ? null : keptStyles(kind, theme, props);
  if (kept === null || kept.length !== 1 || cache === null) return <MuiSvgIcon ref={ref as Ref<SVGSVGElement>} {...(inProps as object)} />;
  const root = kept[0]!;
  // MUI's SvgIcon's props for its styled root, in its order.
  const { className: _className, color: _color, component = 'svg', fontSize: _fontSize, htmlColor, inheritViewBox = false, titleAccess, viewBox = '0 0 24 24', ...other } = props;
  const more: { viewBox?: string } = {};
  if (!inheritViewBox) more.viewBox = viewBox;
  const rootProps: Record<string, unknown> = {
    as: component,
    className: root.className,
    focusable: 'false',
    color: htmlColor,
    'aria-hidden': titleAccess ? undefined : true,
    role: titleAccess ? 'img' : undefined,
    ...more,
    ...other,
    ownerState: null,
    children: [children, titleAccess ? jsx('title', { children: titleAccess }) : null],
  };
  return (
    <>
      {root.serialized === null ? null : insertionOf(cache, root.serialized)}
      {jsxs(component as 'svg', forwardedProps(rootProps, root.className, ref))}
    </>
  );
});

(SvgIcon as unknown as { muiName: string }).muiName = 'SvgIcon';

const kind = keptKind(MuiSvgIcon, SvgIcon);

export default SvgIcon;
