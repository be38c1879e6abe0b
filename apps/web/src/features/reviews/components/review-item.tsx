import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import {
  RATING_CRITERIA,
  RATING_CRITERIA_LABELS,
  RATING_SCALE_LABELS,
  REVIEW_KIND_LABELS,
  formatDate,
  reviewLevel,
} from '@eventos/domain';
import type { RatingValue, ReviewOut } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { useReportReview } from '../api/reviews-api';
import { Stars } from '../../../components/ui/stars';

// The owner's answer form and report dialog (react-hook-form, the review schemas, text fields) load
// when the owner first uses them: a visitor's page does not evaluate them (docs/decisions/255).
const AnswerForm = lazy(() => import('./answer-form').then((m) => ({ default: m.AnswerForm })));
const ReasonDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ReasonDialog })));

function authorName(review: ReviewOut): string {
  return [review.user.first_name, review.user.last_initial].filter(Boolean).join(' ') || 'Cliente';
}

/** One published review: author, date, verified/invited mark, score, criteria, text and answer. */
export function ReviewItem({ review, companyName, owner }: { review: ReviewOut; companyName: string; owner: boolean }) {
  const [answering, setAnswering] = useState(false);
  const [reporting, setReporting] = useState(false);
  const reported = useOpenedOnce(reporting);
  const report = useReportReview();
  const { show, showError } = useSnackbar();
  const name = authorName(review);
  return (
    <Box component="article" id={`resena-${review.id}`} aria-label={`Reseña de ${name}`} sx={{ scrollMarginTop: 96 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={review.user.avatar ?? undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'secondary.main' }}>
          {review.user.first_name?.[0] ?? 'C'}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 140 }}>
          <Box component="h3" sx={{ m: 0, typography: 'body1', fontWeight: 700 }}>
            {name}
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          </Box>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          color={review.kind === 'verified' ? 'success' : 'default'}
          icon={review.kind === 'verified' ? <VerifiedOutlinedIcon /> : <MailOutlineIcon />}
          label={REVIEW_KIND_LABELS[review.kind]}
          title={
            review.kind === 'verified'
              ? 'El cliente aceptó una cotización de este proveedor'
              : 'El cliente calificó por invitación del proveedor'
          }
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Stars value={review.score} />
          <Box component="p" sx={{ m: 0, typography: 'body1', fontWeight: 700 }}>
            {review.score.toFixed(1)}
          </Box>
        </Box>
      </Box>
      <Box component="p" sx={{ m: 0, typography: 'body1', mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1 }}
      >
        {RATING_CRITERIA.filter((c) => review.criterias[c] !== undefined).map((c) => (
          <Box
            key={c}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              justifyContent: 'space-between',
              columnGap: 1,
              px: 1.25,
              py: 0.5,
              borderRadius: '8px',
              bgcolor: 'grey.50',
            }}
          >
            <Box component="dt" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
              {RATING_CRITERIA_LABELS[c]}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 700, textAlign: { sm: 'right' } }}>
              {RATING_SCALE_LABELS[reviewLevel(review.criterias[c]!) as RatingValue]}
            </Box>
          </Box>
        ))}
      </Box>
      {review.response && !answering ? (
        <Box sx={{ mt: 1.5, ml: { sm: 2 }, pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
          <Box component="p" sx={{ m: 0, typography: 'body2', fontWeight: 700 }}>
            Respuesta de {companyName}
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'body2', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.response}
          </Box>
        </Box>
      ) : null}
      {owner && answering ? (
        <Suspense fallback={null}>
          <AnswerForm review={review} onDone={() => setAnswering(false)} />
        </Suspense>
      ) : null}
      {owner && !answering ? (
        <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setAnswering(true)}>
            {review.response ? 'Editar respuesta' : 'Responder'}
          </Button>
          <Button size="small" color="inherit" onClick={() => setReporting(true)}>
            Reportar
          </Button>
        </Box>
      ) : null}
      {/* Only the owner reports a review: visitors' pages do not hydrate a dialog per review. */}
      {owner && reported ? (
        <Suspense fallback={null}>
          <ReasonDialog
            open={reporting}
            title="Reportar reseña"
            description="Un administrador revisará la reseña según la Política de Contenido y decidirá si se mantiene o se retira."
            label="Razones del reporte"
            confirmText="Reportar"
            confirmColor="error"
            onClose={() => setReporting(false)}
            onConfirm={async (reason) => {
              try {
                await report.mutateAsync({ id: review.id, reason });
                show('Reportaste la reseña. Te avisaremos cuando la revisemos.');
              } catch (error) {
                showError(error);
                throw error;
              }
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
