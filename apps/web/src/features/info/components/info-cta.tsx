import type { ReactNode } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

interface CtaAction {
  label: string;
  to: string;
}

interface InfoCtaProps {
  id: string;
  title: string;
  children: ReactNode;
  primary: CtaAction;
  secondary?: CtaAction;
}

/** Closing call-to-action card (h2 + text + one or two router buttons). */
export function InfoCta({ id, title, children, primary, secondary }: InfoCtaProps) {
  const headingId = `${id}-titulo`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2.5, lineHeight: 1.7 }}>
        {children}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component={RouterLink}
          to={primary.to}
          variant="contained"
          size="large"
          sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
        >
          {primary.label}
        </Button>
        {secondary ? (
          <Button
            component={RouterLink}
            to={secondary.to}
            variant="outlined"
            size="large"
            sx={{ color: 'inherit', borderColor: 'currentColor', '&:hover': { borderColor: 'currentColor' } }}
          >
            {secondary.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
