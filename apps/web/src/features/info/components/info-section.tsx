import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

interface InfoSectionProps {
  /** Anchor id of the section (kebab-case, unique in the page). */
  id: string;
  /** Section heading, rendered as h2. */
  title: string;
  children: ReactNode;
}

/** A Paper card holding one h2 section of an institutional page. */
export function InfoSection({ id, title, children }: InfoSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <Paper
      component="section"
      variant="outlined"
      id={id}
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography
        id={headingId}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: 1.5 }}
      >
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}
