import type { ComponentType } from 'react';
import { Box } from '../../../components/ui/box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

export interface Benefit {
  icon: ComponentType<SvgIconProps>;
  title: string;
  text: string;
}

/** Grid of icon + title + text items (marketing pages for providers). */
export function BenefitList({ items }: { items: ReadonlyArray<Benefit> }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(230px, 100%), 1fr))',
      }}
    >
      {items.map(({ icon: Icon, title, text }) => (
        <Box
          component="li"
          key={title}
          sx={{ bgcolor: 'background.paper', borderRadius: '16px', p: 3, border: 1, borderColor: 'divider' }}
        >
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: '12px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(176, 23, 75, 0.09)',
              color: 'primary.main',
              mb: 2,
            }}
          >
            <Icon aria-hidden="true" />
          </Box>
          <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
