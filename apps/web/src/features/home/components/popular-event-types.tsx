import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CampaignIcon from '@mui/icons-material/Campaign';
import CelebrationIcon from '@mui/icons-material/Celebration';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import { usePopularEventTypes, textSearchUrl } from '../../catalogue';
import {
  POPULAR_EVENT_TYPES_GRID_SX as gridSx,
  PopularEventTypesSkeleton,
} from './popular-event-types-skeleton';

const EVENT_GROUP_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  social: CelebrationIcon,
  corporate: BusinessCenterIcon,
  marketing: CampaignIcon,
  political: HowToVoteIcon,
};

const EVENT_GROUP_COLORS: Record<string, string> = {
  social: '#B0174B',
  corporate: '#0F766E',
  marketing: '#8A4B00',
  political: '#3949AB',
};

/** The most popular event types (GET /event-types/popular); each opens a search for it. */
export function PopularEventTypes() {
  const { data, isPending, isError } = usePopularEventTypes();

  if (isPending) return <PopularEventTypesSkeleton />;
  if (isError || !data || data.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Por ahora no podemos mostrar los tipos de evento. Usa el buscador para encontrar proveedores.
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={gridSx}>
      {data.map((eventType) => {
        const Icon = EVENT_GROUP_ICONS[eventType.group] ?? CelebrationIcon;
        const color = EVENT_GROUP_COLORS[eventType.group] ?? '#B0174B';
        return (
          <li key={eventType.id}>
            <ButtonBase
              component={RouterLink}
              to={textSearchUrl(eventType.type_name)}
              sx={{
                width: '100%',
                height: '100%',
                // Narrow tiles (two columns on a phone, four on a tablet): the icon goes above the
                // name so long single words («Quinceañero», «Cumpleaños») keep one line.
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: { xs: 'flex-start', md: 'center' },
                justifyContent: 'flex-start',
                gap: { xs: 1, md: 1.5 },
                p: { xs: 1.5, sm: 2 },
                borderRadius: '12px',
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: 'background.paper',
                textAlign: 'left',
                transition: 'border-color 160ms, box-shadow 160ms',
                '&:hover, &.Mui-focusVisible': {
                  borderColor: color,
                  boxShadow: '0 8px 20px rgba(31, 26, 29, 0.08)',
                },
              }}
            >
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: `${color}17`,
                  color,
                }}
              >
                <Icon aria-hidden="true" fontSize="small" />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'break-word', hyphens: 'auto' }} lang="es">
                  {eventType.type_name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {eventType.group_name}
                </Typography>
              </Box>
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
