import { useEffect, useState } from 'react';
import { Box } from '../ui/box';
import { IconButton } from '../ui/lean-buttons';
import { PlainIcon } from '../ui/plain-icon';
import { ICON_PATHS } from '../ui/icon-paths';
import { useSnackbar } from '../feedback/snackbar-context';
import { shareLinks } from './share-links';
import { TooltipAfterMount } from '../feedback/tooltip-after-mount';

export interface ShareButtonsProps {
  /** Path on this site ('/blog/…', '/{slug}') or an absolute URL. */
  path: string;
  title: string;
  label?: string;
}

/**
 * WhatsApp, Facebook, X, LinkedIn, copy link and the phone's own share sheet (Web Share API, only
 * where the browser has it). The icons are Material's drawn as plain `<svg>`s (docs/decisions/365,
 * 399). Nothing touches `window` during a server render: the absolute URL and
 * the share-sheet support are read in an effect.
 */
export function ShareButtons({ path, title, label = 'Compartir' }: ShareButtonsProps) {
  const snackbar = useSnackbar();
  const [origin, setOrigin] = useState('');
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setOrigin(window.location.origin);
    setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);
  const url = /^https?:\/\//.test(path) ? path : `${origin}${path}`;
  const links = shareLinks({ url, title });
  const items = [
    { key: 'whatsapp', name: 'WhatsApp', href: links.whatsapp, d: ICON_PATHS.whatsApp, color: '#25D366' },
    { key: 'facebook', name: 'Facebook', href: links.facebook, d: ICON_PATHS.facebook, color: '#1877F2' },
    { key: 'x', name: 'X', href: links.x, d: ICON_PATHS.x, color: '#000000' },
    { key: 'linkedin', name: 'LinkedIn', href: links.linkedin, d: ICON_PATHS.linkedIn, color: '#0A66C2' },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      snackbar.show('Enlace copiado');
    } catch {
      snackbar.show('No se pudo copiar el enlace. Cópialo desde la barra de direcciones.', { color: 'error' });
    }
  }

  async function nativeShare() {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet.
    }
  }

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Box component="span" sx={{ m: 0, typography: 'body2', fontWeight: 700, mr: 0.5 }}>
        {label}
      </Box>
      {items.map(({ key, name, href, d, color }) => (
        <TooltipAfterMount key={key} title={`Compartir en ${name}`}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Compartir en ${name}`}
            sx={{ color }}
          >
            <PlainIcon d={d} />
          </IconButton>
        </TooltipAfterMount>
      ))}
      <TooltipAfterMount title="Copiar enlace">
        <IconButton aria-label="Copiar enlace" onClick={() => void copy()}>
          <PlainIcon d={ICON_PATHS.link} />
        </IconButton>
      </TooltipAfterMount>
      {canShare ? (
        <TooltipAfterMount title="Más opciones">
          <IconButton aria-label="Compartir con otras aplicaciones" onClick={() => void nativeShare()}>
            <PlainIcon d={ICON_PATHS.iosShare} />
          </IconButton>
        </TooltipAfterMount>
      ) : null}
    </Box>
  );
}
