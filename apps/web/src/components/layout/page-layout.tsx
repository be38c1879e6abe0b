import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useKeptClasses } from '../../styling/kept-sx';
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

/**
 * The frame's elements and styles (each the `sx` it had as a `Box`, or a `Typography`'s margin, variant
 * and `sx`: the same CSS), kept once per process for plain elements (docs/decisions/365). A width per
 * `maxWidth`, since ContentContainer's width is part of the container's style.
 */
const STYLES = {
  containerSm: { width: '100%', maxWidth: 600, mx: 'auto', py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } },
  containerMd: { width: '100%', maxWidth: 900, mx: 'auto', py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } },
  containerLg: { width: '100%', maxWidth: 1200, mx: 'auto', py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } },
  header: {
    display: 'flex',
    flexDirection: { xs: 'column', sm: 'row' },
    alignItems: { xs: 'stretch', sm: 'flex-end' },
    justifyContent: 'space-between',
    gap: 2,
    mb: { xs: 3, md: 4 },
  },
  heading: { minWidth: 0 },
  eyebrow: { m: 0, typography: 'overline', color: 'primary.main', lineHeight: 1.6 },
  title: { m: 0, typography: 'h3', fontSize: { xs: '1.75rem', sm: '2.125rem' } },
  subtitle: { m: 0, typography: 'subtitle1', color: 'text.secondary', mt: 1, maxWidth: 720 },
  actions: { display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 },
} as const;
const CONTAINER = { sm: 'containerSm', md: 'containerMd', lg: 'containerLg' } as const;

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
  const c = useKeptClasses(STYLES);
  return (
    <div className={c[CONTAINER[maxWidth]]}>
      <header className={c.header}>
        <div className={c.heading}>
          {eyebrow ? <p className={c.eyebrow}>{eyebrow}</p> : null}
          <h1 className={c.title}>{title}</h1>
          {subtitle ? <p className={c.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={c.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
