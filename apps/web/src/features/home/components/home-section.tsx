import type { ReactNode } from 'react';
import { useKeptClasses } from '../../../styling/kept-sx';
import { contentColumnSx } from '../../../components/layout/content-container';

export interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}

/**
 * A band's looks, kept per process (docs/decisions/399): the section, its content column (what
 * `ContentContainer` draws), the heading row, and the texts as `Typography` draws them (`m: 0` and the
 * variant's type, then the band's own rules), on plain elements: one component per band, not ten.
 */
const SECTION = {
  plain: { bgcolor: 'transparent' },
  tinted: { bgcolor: '#F8F5F6' },
  column: { ...contentColumnSx('lg'), py: { xs: 5, md: 8 } },
  head: {
    display: 'flex',
    alignItems: { xs: 'flex-start', sm: 'flex-end' },
    justifyContent: 'space-between',
    flexDirection: { xs: 'column', sm: 'row' },
    gap: 1.5,
    mb: { xs: 3, md: 4 },
  },
  title: { m: 0, typography: 'h2', fontSize: { xs: '1.6rem', md: '2.1rem' } },
  subtitle: { m: 0, typography: 'body1', color: 'text.secondary', mt: 1, maxWidth: 640 },
} as const;

/** A home page band: heading, optional subtitle and action, then content. */
export function HomeSection({ id, title, subtitle, action, children, tinted = false }: HomeSectionProps) {
  const c = useKeptClasses(SECTION);
  const headingId = `${id}-titulo`;
  return (
    <section aria-labelledby={headingId} className={tinted ? c.tinted : c.plain}>
      <div className={c.column}>
        <div className={c.head}>
          <div>
            <h2 id={headingId} className={`MuiTypography-root MuiTypography-h2 ${c.title}`}>
              {title}
            </h2>
            {subtitle ? <p className={`MuiTypography-root MuiTypography-body1 ${c.subtitle}`}>{subtitle}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
