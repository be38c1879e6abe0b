import { Box } from '../../../components/ui/box';
import Chip from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import type { MediaItem } from '../media-types';

/** "Destacado" and "Top" marks of a provider's media. */
export function MediaBadges({ item }: { item: Pick<MediaItem, 'featured' | 'top'> }) {
  if (!item.featured && !item.top) return null;
  const chip = { height: 24, fontWeight: 700, fontSize: 12, bgcolor: 'rgba(255,255,255,0.94)', boxShadow: '0 1px 3px rgba(0,0,0,0.2)' } as const;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {item.featured ? <Chip size="small" icon={<StarIcon sx={{ color: '#C98A00 !important' }} />} label="Destacado" sx={chip} /> : null}
      {item.top ? <Chip size="small" icon={<WhatshotIcon sx={{ color: '#D84315 !important' }} />} label="Top" sx={chip} /> : null}
    </Box>
  );
}
