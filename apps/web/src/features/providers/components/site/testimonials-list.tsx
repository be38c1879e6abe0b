import type { ReactNode } from 'react';
import { PlainAvatar } from '../../../../components/ui/plain-avatar';
import type { Testimonial } from '../../types';
import { displayUrl, externalUrl } from '../../utils/provider-format';
import { siteIcon } from './site-icons';

export interface TestimonialsListProps {
  testimonials: ReadonlyArray<Testimonial>;
  /** Owner controls for each testimonial (edit, delete). */
  renderActions?: (testimonial: Testimonial) => ReactNode;
}

const AVATAR_SX = { width: 40, height: 40, bgcolor: 'primary.main' } as const;

/**
 * Testimonials (Business): quote, customer name, photo and company link. Plain elements with MUI's
 * classes, styled by the site's stylesheet (site-styles.ts, docs/decisions/360).
 */
export function TestimonialsList({ testimonials, renderActions }: TestimonialsListProps) {
  return (
    <ul className="site-testimonials">
      {testimonials.map((t) => (
        <li key={t.id}>
          <figure>
            {siteIcon('FormatQuote', { className: 'site-testimonial-mark' })}
            <blockquote className="MuiTypography-root MuiTypography-body1 site-body1 site-testimonial-text">{t.testimonial}</blockquote>
            <figcaption>
              <PlainAvatar src={t.photo_url ?? undefined} alt="" sx={AVATAR_SX}>
                {t.customer_name[0]}
              </PlainAvatar>
              <div className="site-testimonial-who">
                <p className="MuiTypography-root MuiTypography-body1 site-body1 site-testimonial-name">{t.customer_name}</p>
                {t.company_url ? (
                  <a
                    className="MuiTypography-root MuiTypography-body2 MuiLink-root MuiLink-underlineHover site-link site-link-body2"
                    href={externalUrl(t.company_url)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {displayUrl(t.company_url)}
                  </a>
                ) : null}
              </div>
            </figcaption>
          </figure>
          {renderActions ? <div className="site-testimonial-actions">{renderActions(t)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
