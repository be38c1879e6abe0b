import type { ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import Typography from '@mui/material/Typography';
import { ContentContainer } from '../../../components/layout/content-container';

export interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}

/** A home page band: heading, optional subtitle and action, then content. */
export function HomeSection({ id, title, subtitle, action, children, tinted = false }: HomeSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: tinted ? '#F8F5F6' : 'transparent' }}>
      <ContentContainer maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, px: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
            justifyContent: 'space-between',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            mb: { xs: 3, md: 4 },
          }}
        >
          <Box>
            <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 640 }}>{subtitle}</Typography>
            ) : null}
          </Box>
          {action}
        </Box>
        {children}
      </ContentContainer>
    </Box>
  );
}
