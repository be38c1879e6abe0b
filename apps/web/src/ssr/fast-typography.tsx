import { forwardRef } from 'react';
import type { Ref } from 'react';
import { jsx } from 'react/jsx-runtime';
import { __unsafe_useEmotionCache as useEmotionCache, useTheme } from '@emotion/react';
import MuiTypography from '@mui/material/Typography';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { insertionOf } from '../styling/emotion-insertion';
import { forwardedProps, holdsEmotionClass, keptKind, keptStyles } from './kept-mui';

/**
 * MUI's `Typography` on the server, with its class and rule kept per theme and props
 * (docs/decisions/333-server-mui-components-kept.md): the same element, attributes in the same order
 * and tree shape as MUI 9's Typography and Emotion's `styled` render, from the kept class; anything else
 * (an `as`, a `className` holding an Emotion class — a `styled(Typography)` such as MUI's Link —, a key
 * never seen) is MUI's Typography.
 */
interface Props {
  align?: string;
  className?: string;
  component?: unknown;
  variant?: string;
  variantMapping?: Record<string, string>;
  style?: object;
  [prop: string]: unknown;
}

const defaultVariantMapping: Record<string, string> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  inherit: 'p',
};

const Typography = forwardRef(function Typography(inProps: Props, ref: Ref<unknown>) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTypography' }) as Props;
  const theme = useTheme();
  const cache = useEmotionCache();
  const kept = cache === null || holdsEmotionClass(cache, props.className) || 'as' in props ? null : keptStyles(kind, theme, props);
  if (kept === null || kept.length !== 1 || cache === null) return <MuiTypography ref={ref as Ref<HTMLElement>} {...(inProps as object)} />;
  const root = kept[0]!;
  // MUI's Typography's props for its styled root, in its order.
  const {
    color: _color,
    align = 'inherit',
    className: _className,
    component,
    gutterBottom: _gutterBottom,
    noWrap: _noWrap,
    variant = 'body1',
    variantMapping = defaultVariantMapping,
    ...other
  } = props;
  const Component = component || variantMapping[variant] || defaultVariantMapping[variant] || 'span';
  const rootProps: Record<string, unknown> = {
    as: Component,
    className: root.className,
    ...other,
    ownerState: null,
    style: { ...(align !== 'inherit' && { '--Typography-textAlign': align }), ...(other.style as object | undefined) },
  };
  return (
    <>
      {root.serialized === null ? null : insertionOf(cache, root.serialized)}
      {jsx(Component as 'span', forwardedProps(rootProps, root.className, ref))}
    </>
  );
});

const kind = keptKind(MuiTypography, Typography);

export default Typography;
