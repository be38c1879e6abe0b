import type { ReactNode } from 'react';
import { Box } from '../ui/box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ContentContainer } from './content-container';
import type { ContentContainerProps } from './content-container';

export interface PageLayoutProps {
  /** The page's h1 (also the document title unless `documentTitle` is given). */
  title: string;
  subtitle?: ReactNode;
  /** Small text above the title (e.g. "Para proveedores"). */
  eyebrow?: string;
  /** Buttons on the right of the heading (below it on mobile). */
  actions?: ReactNode;
  documentTitle?: string;
  maxWidth?: ContentContainerProps['maxWidth'];
  children?: ReactNode;
}

/** Standard page frame: container, heading block and content. */
export function PageLayout({
  title,
  subtitle,
  eyebrow,
  actions,
  documentTitle,
  maxWidth = 'lg',
  children,
}: PageLayoutProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <ContentContainer maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, md: 4 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {eyebrow ? (
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.6 }}>
              {eyebrow}
            </Typography>
          ) : null}
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ color: 'text.secondary', mt: 1, maxWidth: 720 }}
            >
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>
        ) : null}
      </Box>
      {children}
    </ContentContainer>
  );
}
