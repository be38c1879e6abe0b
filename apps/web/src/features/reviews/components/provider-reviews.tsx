import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box } from '../../../components/ui/box';
import { Button } from '../../../components/ui/lean-buttons';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PlainIcon } from '../../../components/ui/plain-icon';
import { ICON_PATHS } from '../../../components/ui/icon-paths';
import { REVIEW_SORTS, REVIEW_SORT_LABELS, reviewPath } from '@eventos/domain';
import type { ReviewSort } from '@eventos/domain';
import { LinkPagination } from '../../../components/ui/link-pagination';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { useProviderReviews } from '../api/reviews-api';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import { REVIEWS_PAGE_PARAM, reviewsPageFrom, reviewsPageHref } from './reviews-page-param';

/**
 * The list's look: one constant style on its root (computed once per process, docs/decisions/275) with
 * the rules its plain elements' `Box`es had (issue 12, docs/decisions/360).
 */
const LIST_SX = {
  display: 'grid',
  gap: 3,
  '& .rvs-bar': { display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' },
  '& .rvs-list': { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 },
  '& .rvs-list > li': { pb: 2.5, borderBottom: 1, borderColor: 'divider' },
  '& .rvs-list > li:last-of-type': { borderBottom: 0, pb: 0 },
  '& .rvs-pages': { display: 'flex', justifyContent: 'center' },
} as const;
const SORT_SX = { minWidth: 200 } as const;

export interface ProviderReviewsProps {
  provider: { id: number; slug: string; company_name: string };
  /** The signed-in user owns the provider: answer and report buttons, no "Calificar". */
  owner: boolean;
}

/**
 * The reviews of a provider site (SPEC §1, §3): summary (score, count, distribution, criteria),
 * the list paginated and sorted (más recientes, mejor y peor calificadas), and the way to review.
 * The page is in the address (`?opiniones=2`): its links work without JavaScript, the server
 * renders that page, and with JavaScript they navigate in the app without reloading.
 */
export function ProviderReviews({ provider, owner }: ProviderReviewsProps) {
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = reviewsPageFrom(searchParams);
  const { data, isPending, isError, refetch } = useProviderReviews(provider.id, sort, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  const cta = owner ? null : (
    <Button
      component={RouterLink}
      to={reviewPath(provider.slug)}
      variant="contained"
      startIcon={<PlainIcon d={ICON_PATHS.rateReviewOutlined} />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Calificar a {provider.company_name}
    </Button>
  );

  if (isError) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>No pudimos cargar las reseñas.</Typography>
        <Button onClick={() => void refetch()}>Reintentar</Button>
      </Box>
    );
  }
  if (isPending) return <TextSkeleton lines={5} />;
  if (data.summary.count === 0) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {owner
            ? 'Aún no tienes reseñas. Cuando un cliente acepte tu cotización podrá calificarte; también puedes pedir reseñas a tus clientes anteriores desde tu panel.'
            : `${provider.company_name} aún no tiene reseñas. Si aceptaste una cotización de este proveedor, cuenta cómo te fue.`}
        </Typography>
        {cta}
      </Box>
    );
  }
  return (
    <Box sx={LIST_SX}>
      <ReviewSummary summary={data.summary} />
      <div className="rvs-bar">
        {cta ?? <span />}
        <TextField
          select
          size="small"
          label="Ordenar por"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as ReviewSort);
            if (page > 1) {
              setSearchParams(
                (previous) => {
                  const next = new URLSearchParams(previous);
                  next.delete(REVIEWS_PAGE_PARAM);
                  return next;
                },
                { preventScrollReset: true },
              );
            }
          }}
          sx={SORT_SX}
          // The phone's own list (docs/decisions/399): no menu, popover and modal rendered on every site.
          slotProps={{ select: { native: true } }}
        >
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {REVIEW_SORT_LABELS[s]}
            </option>
          ))}
        </TextField>
      </div>
      <ol className="rvs-list" aria-label="Reseñas">
        {data.data.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} companyName={provider.company_name} owner={owner} />
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="rvs-pages" aria-label="Páginas de reseñas">
          <LinkPagination count={pages} page={page} hrefFor={(p) => reviewsPageHref(searchParams, p)} />
        </nav>
      ) : null}
    </Box>
  );
}
