import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import Phone from '@mui/icons-material/Phone';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Verified from '@mui/icons-material/Verified';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import { siteIcon } from '../site-icons';
import type { SiteIconName } from '../site-icons';

const MUI: Record<SiteIconName, ComponentType<SvgIconProps>> = {
  BadgeOutlined,
  ChevronLeft,
  ChevronRight,
  EmailOutlined,
  Facebook,
  FormatQuote,
  Instagram,
  Language,
  LinkedIn,
  PersonOutlineOutlined,
  Phone,
  PlaceOutlined,
  RequestQuoteOutlined,
  Verified,
  WhatsApp,
  X,
};

/** The `<svg>` of a markup with its classes other than Emotion's and the plain icon's own. */
function svgOf(html: string): string {
  const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0] ?? '';
  // MUI adds a data-testid in development builds only (the production page has none).
  return svg.replace(/ data-testid="[^"]*"/, "").replace(/class="([^"]*)"/, (_, names: string) => `class="${names.split(' ').filter((n) => !/^(css-|plain-icon)/.test(n)).join(' ')}"`);
}

describe('siteIcon (docs/decisions/360)', () => {
  it.each(Object.keys(MUI) as SiteIconName[])('draws %s as MUI does: same element, attributes, classes and paths', (name) => {
    const Icon = MUI[name];
    expect(svgOf(renderToStaticMarkup(siteIcon(name)))).toBe(svgOf(renderToStaticMarkup(<Icon />)));
    expect(svgOf(renderToStaticMarkup(siteIcon(name, { small: true })))).toBe(svgOf(renderToStaticMarkup(<Icon fontSize="small" />)));
  });
});
