import type { ReactNode } from 'react';

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

/**
 * A card of the provider site with an h2 heading: MUI's outlined `Paper` and `Typography` as plain
 * elements with their classes, styled by the site's stylesheet (site-styles.ts, docs/decisions/360).
 */
export function SiteSection({ id, title, meta, action, children, highlighted = false }: SiteSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section
      className={`MuiPaper-root MuiPaper-outlined MuiPaper-rounded site-card${highlighted ? ' site-card-on' : ''}`}
      id={id}
      aria-labelledby={headingId}
    >
      <div className="site-card-head">
        <h2 id={headingId} className="MuiTypography-root MuiTypography-h5 site-h5 site-card-title">
          {title}
          {meta ? <span className="site-card-meta">{meta}</span> : null}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
