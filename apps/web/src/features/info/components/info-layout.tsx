import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';

interface InfoLayoutProps {
  /** Page heading, rendered as the only h1 of the page. */
  title: string;
  /** One-sentence summary shown under the heading. */
  subtitle: string;
  /** Optional "Última actualización" date (legal pages). */
  updatedAt?: string;
  children: ReactNode;
}

/** Shared layout of the institutional pages: h1 + subtitle, then a column of sections. */
export function InfoLayout({ title, subtitle, updatedAt, children }: InfoLayoutProps) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ mb: { xs: 3, sm: 4 } }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.875rem', sm: '2.5rem' },
            lineHeight: 1.2,
            mb: 1.5,
            overflowWrap: 'break-word',
          }}
        >
          {title}
        </Typography>
        <Typography
          component="p"
          variant="subtitle1"
          sx={{ color: 'text.secondary', fontSize: { xs: '1rem', sm: '1.125rem' } }}
        >
          {subtitle}
        </Typography>
        {updatedAt ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Última actualización: <time>{updatedAt}</time>
          </Typography>
        ) : null}
      </Box>
      <Stack spacing={{ xs: 2, sm: 3 }}>{children}</Stack>
    </Container>
  );
}
