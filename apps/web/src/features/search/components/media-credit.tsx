import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import { Box } from '../../../components/ui/box';
import { Button } from '../../../components/ui/lean-buttons';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { MediaItem } from '../types';

/**
 * Whose photo or video this is, under the slide-show or the player (dark background): the
 * provider's logo and name, its department, and a link to its site.
 */
export function MediaCredit({ item }: { item: MediaItem }) {
  const { provider } = item;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        px: 2,
        py: 1.5,
        borderTop: '1px solid rgba(255,255,255,0.12)',
      }}
    >
      <Avatar src={provider.logo_url ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'rgba(255,255,255,0.16)' }}>
        <StorefrontOutlinedIcon aria-hidden="true" />
      </Avatar>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {provider.company_name}
        </Typography>
        {provider.department ? (
          <Typography variant="caption" component="p" sx={{ color: 'rgba(255,255,255,0.8)' }}>
            {provider.department}
          </Typography>
        ) : null}
      </Box>
      <Button
        component={RouterLink}
        to={`/${provider.slug}`}
        variant="contained"
        size="small"
        aria-label={`Ver el sitio de ${provider.company_name}`}
        sx={{ flexShrink: 0 }}
      >
        Ver sitio
      </Button>
    </Box>
  );
}
