import { Box } from '../../../components/ui/box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LinkPreview } from '@eventos/domain';

export type Network = 'whatsapp' | 'facebook' | 'x' | 'linkedin';

const NETWORKS: Record<Network, { name: string; bg: string; titleLines: number; showDescription: boolean; layout: 'side' | 'top' }> = {
  whatsapp: { name: 'WhatsApp', bg: '#E7FFDB', titleLines: 2, showDescription: true, layout: 'top' },
  facebook: { name: 'Facebook', bg: '#F0F2F5', titleLines: 2, showDescription: true, layout: 'top' },
  x: { name: 'X', bg: '#FFFFFF', titleLines: 1, showDescription: false, layout: 'top' },
  linkedin: { name: 'LinkedIn', bg: '#F4F2EE', titleLines: 2, showDescription: false, layout: 'top' },
};

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' });

/** An approximation of each network's link card, from the page's Open Graph tags. */
export function NetworkPreview({ network, preview }: { network: Network; preview: LinkPreview }) {
  const n = NETWORKS[network];
  let host = '';
  try {
    host = new URL(preview.url).host;
  } catch {
    host = preview.url;
  }
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {n.name}
      </Typography>
      <Paper variant="outlined" sx={{ bgcolor: n.bg, borderRadius: 2, overflow: 'hidden' }} data-network={network}>
        {preview.image ? (
          <Box component="img" src={preview.image.url} alt={preview.image.alt ?? ''} sx={{ width: '100%', aspectRatio: '1.91 / 1', objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }} />
        ) : (
          <Box sx={{ width: '100%', aspectRatio: '1.91 / 1', bgcolor: 'grey.200', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
            <Typography variant="body2">Sin imagen</Typography>
          </Box>
        )}
        <Box sx={{ p: 1.5 }}>
          {network === 'facebook' || network === 'linkedin' ? (
            <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase' }}>
              {host}
            </Typography>
          ) : null}
          <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', ...clamp(n.titleLines) }}>{preview.title ?? host}</Typography>
          {n.showDescription && preview.description ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', ...clamp(2) }}>
              {preview.description}
            </Typography>
          ) : null}
          {network === 'whatsapp' || network === 'x' ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {host}
            </Typography>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}
