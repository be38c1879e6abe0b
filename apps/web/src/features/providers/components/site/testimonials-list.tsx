import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import { Box } from '../../../../components/ui/box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { Testimonial } from '../../types';
import { displayUrl, externalUrl } from '../../utils/provider-format';

export interface TestimonialsListProps {
  testimonials: ReadonlyArray<Testimonial>;
  /** Owner controls for each testimonial (edit, delete). */
  renderActions?: (testimonial: Testimonial) => ReactNode;
}

/** Testimonials (Business): quote, customer name, photo and company link. */
export function TestimonialsList({ testimonials, renderActions }: TestimonialsListProps) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {testimonials.map((t) => (
        <Box
          component="li"
          key={t.id}
          sx={{ position: 'relative', p: 2.5, borderRadius: '14px', bgcolor: 'rgba(176, 23, 75, 0.04)', border: 1, borderColor: 'rgba(176, 23, 75, 0.12)' }}
        >
          <Box component="figure" sx={{ m: 0 }}>
            <FormatQuoteIcon aria-hidden="true" sx={{ color: 'primary.main', opacity: 0.5, fontSize: 32 }} />
            <Typography component="blockquote" sx={{ m: 0, mb: 2, whiteSpace: 'pre-line', lineHeight: 1.6 }}>
              {t.testimonial}
            </Typography>
            <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <Avatar src={t.photo_url ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
                {t.customer_name[0]}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{t.customer_name}</Typography>
                {t.company_url ? (
                  <Link href={externalUrl(t.company_url)} target="_blank" rel="noopener noreferrer" variant="body2">
                    {displayUrl(t.company_url)}
                  </Link>
                ) : null}
              </Box>
            </Box>
          </Box>
          {renderActions ? <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex' }}>{renderActions(t)}</Box> : null}
        </Box>
      ))}
    </Box>
  );
}
