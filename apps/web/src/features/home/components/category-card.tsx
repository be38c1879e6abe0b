import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { ServiceGroupIcon } from '../../../components/ui/service-group-icon';
import type { ServiceTypeGroup } from '../../catalogue';

const MAX_SERVICE_NAMES = 6;

function serviceSummary(group: ServiceTypeGroup): string {
  const names = group.services.map((s) => s.type_name);
  const shown = names.slice(0, MAX_SERVICE_NAMES).join(' • ');
  const rest = names.length - MAX_SERVICE_NAMES;
  return rest > 0 ? `${shown} y ${rest} más` : shown;
}

const cardSx = {
  height: '100%',
  p: 2.5,
  display: 'flex',
  gap: 2,
  alignItems: 'flex-start',
  borderRadius: '16px',
  border: '1px solid rgba(31, 26, 29, 0.10)',
  bgcolor: 'background.paper',
  color: 'text.primary',
  textDecoration: 'none',
  transition: 'box-shadow 160ms, transform 160ms, border-color 160ms',
} as const;

/** 'Sin proveedores aún', '1 proveedor', '1,250 proveedores'. */
export function providerCountLabel(count: number): string {
  if (count === 0) return 'Sin proveedores aún';
  return `${count.toLocaleString('es-PE')} ${count === 1 ? 'proveedor' : 'proveedores'}`;
}

/**
 * One service group on the home page: icon, group name, its number of providers (when known) and
 * its service names; links to the search.
 */
export function CategoryCard({ group, count }: { group: ServiceTypeGroup; count?: number }) {
  const comingSoon = group.group === 'coming_soon';
  // The coming-soon group's own name already says "Próximamente".
  const content = (
    <>
      <Box
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: comingSoon ? 'rgba(31, 26, 29, 0.06)' : 'rgba(176, 23, 75, 0.09)',
          color: comingSoon ? 'text.secondary' : 'primary.main',
        }}
      >
        <ServiceGroupIcon group={group.group} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h6"
          component="h3"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          {group.group_name}
        </Typography>
        {count !== undefined && !comingSoon ? (
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700, mt: 0.25 }}>
            {providerCountLabel(count)}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.55 }}>
          {serviceSummary(group)}
        </Typography>
      </Box>
    </>
  );
  return (
    <li>
      {comingSoon ? (
        <Box sx={{ ...cardSx, bgcolor: '#FAFAFA' }}>{content}</Box>
      ) : (
        <Box
          component={RouterLink}
          to={`/buscar?c=${encodeURIComponent(group.group)}`}
          sx={{
            ...cardSx,
            '&:hover': {
              boxShadow: '0 10px 28px rgba(31, 26, 29, 0.10)',
              transform: 'translateY(-2px)',
              borderColor: 'primary.light',
            },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {content}
        </Box>
      )}
    </li>
  );
}
