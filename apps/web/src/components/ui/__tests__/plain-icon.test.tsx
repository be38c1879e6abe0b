// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LinkIcon from '@mui/icons-material/Link';
import IosShareIcon from '@mui/icons-material/IosShare';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../../../theme';
import { PlainIcon } from '../plain-icon';
import { ICON_PATHS } from '../icon-paths';
import { ServiceGroupIcon } from '../service-group-icon';
import { SERVICE_GROUP_ICONS } from '@eventos/domain';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import CategoryIcon from '@mui/icons-material/Category';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import VideocamIcon from '@mui/icons-material/Videocam';

const MUI_BY_NAME = {
  Apartment: ApartmentIcon,
  Architecture: ArchitectureIcon,
  Celebration: CelebrationIcon,
  Checkroom: CheckroomIcon,
  EventNote: EventNoteIcon,
  HourglassEmpty: HourglassEmptyIcon,
  LocalFlorist: LocalFloristIcon,
  Restaurant: RestaurantIcon,
  Videocam: VideocamIcon,
} as const;

/** A server render as entry-server.tsx makes it: the request's Emotion cache, compat, the app's theme. */
function render(node: ReactNode): { html: string; cache: EmotionCache } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme()}>{node}</ThemeProvider>
    </CacheProvider>,
  );
  return { html, cache };
}

/**
 * In tests MUI runs its development build: icons get a `data-testid`, Emotion's classes and rules a label
 * (`css-<hash>-MuiSvgIcon-root`, `label:MuiSvgIcon-root;`, which changes the hash). Compared without
 * them: the markup, and each rule's text. (The production build's classes are compared byte for byte
 * by bench/render-html-check.ts.)
 */
const markup = (html: string) => html.replace(/ data-testid="[A-Za-z]+Icon"/g, '').replace(/css-[a-z0-9]+(-[A-Za-z]+-[A-Za-z]+)?/g, 'css-X');
const rules = (cache: EmotionCache) =>
  Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .map((rule) => rule.replace(/\.css-[a-z0-9]+(-[A-Za-z]+-[A-Za-z]+)?/g, '.css-X').replace(/label:[^;]*;/g, ''));

function same(mui: ReactNode, ours: ReactNode) {
  const a = render(mui);
  const b = render(ours);
  expect(markup(b.html)).toBe(markup(a.html));
  expect(rules(b.cache)).toEqual(rules(a.cache));
}

describe('PlainIcon (a Material icon as one plain svg)', () => {
  it.each([
    ['PlaceOutlined', PlaceOutlinedIcon, ICON_PATHS.placeOutlined],
    ['StorefrontOutlined', StorefrontOutlinedIcon, ICON_PATHS.storefrontOutlined],
    ['Menu', MenuIcon, ICON_PATHS.menu],
    ['WhatsApp', WhatsAppIcon, ICON_PATHS.whatsApp],
    ['Facebook', FacebookIcon, ICON_PATHS.facebook],
    ['X', XIcon, ICON_PATHS.x],
    ['LinkedIn', LinkedInIcon, ICON_PATHS.linkedIn],
    ['Link', LinkIcon, ICON_PATHS.link],
    ['IosShare', IosShareIcon, ICON_PATHS.iosShare],
    ['RateReviewOutlined', RateReviewOutlinedIcon, ICON_PATHS.rateReviewOutlined],
  ] as const)('writes what MUI writes for %s, in every size and with an sx', (_name, Icon, d) => {
    same(<Icon />, <PlainIcon d={d} />);
    for (const fontSize of ['small', 'medium', 'large', 'inherit'] as const) same(<Icon fontSize={fontSize} />, <PlainIcon d={d} fontSize={fontSize} />);
    same(<Icon aria-hidden="true" sx={{ fontSize: 16 }} />, <PlainIcon d={d} sx={{ fontSize: 16 }} />);
    same(<Icon sx={{ fontSize: 48, color: 'primary.light', '&:hover': { mt: 1 } }} />, <PlainIcon d={d} sx={{ fontSize: 48, color: 'primary.light', '&:hover': { mt: 1 } }} />);
  });

  it('takes the class a Chip gives its icon, as MUI’s icon does', () => {
    same(<Chip label="x" icon={<PlaceOutlinedIcon fontSize="small" />} />, <Chip label="x" icon={<PlainIcon d={ICON_PATHS.placeOutlined} fontSize="small" />} />);
  });

  it.each([...Object.entries(SERVICE_GROUP_ICONS), ['unknown-group', 'Category']])('draws service group %s as MUI’s %s icon', (group, name) => {
    const Icon = (MUI_BY_NAME as Record<string, typeof CategoryIcon>)[name] ?? CategoryIcon;
    same(<Icon aria-hidden="true" />, <ServiceGroupIcon group={group} />);
    same(<Icon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />, <ServiceGroupIcon group={group} fontSize="small" sx={{ color: 'primary.main' }} />);
    same(<Chip label="x" icon={<Icon aria-hidden="true" fontSize="small" />} />, <Chip label="x" icon={<ServiceGroupIcon group={group} fontSize="small" />} />);
  });

  it('refuses an sx that is not plain data', () => {
    expect(() => render(<PlainIcon d={ICON_PATHS.menu} sx={{ color: () => 'red' }} />)).toThrow(/plain data/);
  });
});
