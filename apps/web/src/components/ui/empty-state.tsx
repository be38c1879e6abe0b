import type { ComponentType, ReactNode } from 'react';
import { Box } from './box';
import Paper from '@mui/material/Paper';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  icon?: ComponentType<SvgIconProps>;
  title: string;
  description?: ReactNode;
  /** Buttons / links (what to do next). */
  actions?: ReactNode;
  /** Extra content below the actions (e.g. a list of what the page will hold). */
  children?: ReactNode;
  /** Heading level of the title. Default 'h2'. */
  headingComponent?: 'h1' | 'h2' | 'h3';
}

/** Honest empty state: what this place is for and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  actions,
  children,
  headingComponent = 'h2',
}: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.paper' }}
    >
      {Icon ? (
        <Box
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(176, 23, 75, 0.08)',
            color: 'primary.main',
          }}
        >
          <Icon aria-hidden="true" sx={{ fontSize: 32 }} />
        </Box>
      ) : null}
      <Typography variant="h5" component={headingComponent} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {description ? (
        <Typography component="div" sx={{ color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>
          {description}
        </Typography>
      ) : null}
      {actions ? (
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {actions}
        </Box>
      ) : null}
      {children ? <Box sx={{ mt: 3, textAlign: 'left' }}>{children}</Box> : null}
    </Paper>
  );
}
