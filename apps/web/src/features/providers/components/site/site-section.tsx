import type { ReactNode } from 'react';
import { Box } from '../../../../components/ui/box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface SiteSectionProps {
  /** Anchor id; the heading gets `${id}-titulo`. */
  id: string;
  title: string;
  /** Small text next to the title (e.g. a count). */
  meta?: ReactNode;
  /** Buttons on the right of the heading (e.g. "Editar"). */
  action?: ReactNode;
  children: ReactNode;
  /** Highlight the card while its editor is open. */
  highlighted?: boolean;
}

/** A card of the provider site with an h2 heading. */
export function SiteSection({ id, title, meta, action, children, highlighted = false }: SiteSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        scrollMarginTop: 88,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: highlighted ? '0 0 0 3px rgba(176, 23, 75, 0.12)' : 'none',
        transition: 'box-shadow .2s, border-color .2s',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, mb: 2, minHeight: 36 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {title}
          {meta ? (
            <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontWeight: 500, fontSize: '0.95rem' }}>
              {meta}
            </Box>
          ) : null}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
