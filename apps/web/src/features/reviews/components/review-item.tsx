import { lazy, Suspense, useState } from 'react';
import { PlainAvatar } from '../../../components/ui/plain-avatar';
import { Box } from '../../../components/ui/box';
import { Button } from '../../../components/ui/lean-buttons';
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
import { SVG_ICON_ROOT } from '../../../components/ui/plain-icon';

// The owner's answer form and report dialog (react-hook-form, the review schemas, text fields) load
// when the owner first uses them: a visitor's page does not evaluate them (docs/decisions/255).
const AnswerForm = lazy(() => import('./answer-form').then((m) => ({ default: m.AnswerForm })));
const ReasonDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ReasonDialog })));

/** The paths of @mui/icons-material's VerifiedOutlined and EmailOutlined, drawn in a plain `<svg>`. */
const VERIFIED_ICON = (
  <>
    <path d="M23 11.99 20.56 9.2l.34-3.69-3.61-.82L15.4 1.5 12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 11.99l2.44 2.79-.34 3.7 3.61.82 1.89 3.2 3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-3.95 1.48-.56.65.08.85.18 1.95-1.9.43-.84.19-.44.74-.99 1.68-1.78-.77-.8-.34-.79.34-1.78.77-.99-1.67-.44-.74-.84-.19-1.9-.43.18-1.96.08-.85-.56-.65L3.67 12l1.29-1.48.56-.65-.09-.86-.18-1.94 1.9-.43.84-.19.44-.74.99-1.68 1.78.77.8.34.79-.34 1.78-.77.99 1.68.44.74.84.19 1.9.43-.18 1.95-.08.85.56.65 1.29 1.47z" />
    <path d="m10.09 13.75-2.32-2.33-1.48 1.49 3.8 3.81 7.34-7.36-1.48-1.49z" />
  </>
);
const MAIL_ICON = <path d="M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 5-8-5zm0 12H4V8l8 5 8-5z" />;

const AVATAR_SX = { width: 44, height: 44, bgcolor: 'secondary.main' } as const;

/**
 * A review's look: one constant style on its `<article>` (computed once per process, docs/decisions/275)
 * with a rule per class of its plain elements — the declarations their `Box`es had, and for the kind's
 * chip the rules MUI 9's outlined small `Chip` (default or success colour, with an icon) ends with in
 * this theme (root, `MuiChip-icon`, `MuiChip-label`, and `SvgIcon`'s own for the icon). ≈ 40 components
 * fewer per review in every render (issue 12, docs/decisions/360).
 */
const REVIEW_SX = {
  scrollMarginTop: 96,
  '& .rv-head': { display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' },
  '& .rv-who': { flex: 1, minWidth: 140 },
  '& .rv-strong': { m: 0, typography: 'body1', fontWeight: 700 },
  '& .rv-muted': { m: 0, typography: 'body2', color: 'text.secondary' },
  '& .rv-score': { display: 'flex', alignItems: 'center', gap: 0.5 },
  '& .rv-comment': { m: 0, typography: 'body1', mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  '& .rv-criteria': {
    m: 0,
    mt: 1.5,
    display: 'grid',
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
    gap: 1,
  },
  '& .rv-criterion': {
    display: 'flex',
    flexDirection: { xs: 'column', sm: 'row' },
    justifyContent: 'space-between',
    columnGap: 1,
    px: 1.25,
    py: 0.5,
    borderRadius: '8px',
    bgcolor: 'grey.50',
  },
  '& .rv-criterion > dt': { m: 0, typography: 'body2', color: 'text.secondary' },
  '& .rv-criterion > dd': { m: 0, typography: 'body2', fontWeight: 700, textAlign: { sm: 'right' } },
  '& .rv-response': { mt: 1.5, ml: { sm: 2 }, pl: 2, borderLeft: 3, borderColor: 'primary.light' },
  '& .rv-response-by': { m: 0, typography: 'body2', fontWeight: 700 },
  '& .rv-response-text': { m: 0, typography: 'body2', whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  '& .rv-owner': { mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' },
  '& .rv-chip': {
    maxWidth: '100%',
    fontFamily: 'fontFamily',
    fontSize: '0.8125rem',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 1.5,
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    transition: 'background-color 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    height: 24,
    bgcolor: 'transparent',
    color: 'text.primary',
    // MUI's outlined default chip: grey 400.
    border: '1px solid #bdbdbd',
    fontWeight: 500,
  },
  '& .rv-chip > svg': {
    ...SVG_ICON_ROOT.medium,
    fontSize: 18,
    ml: '2px',
    mr: '-4px',
    color: 'grey.700',
  },
  '& .rv-chip > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: '7px' },
  // MUI's outlined success chip: the colour's main, its border at 70 %.
  '& .rv-chip-verified': { color: 'success.main', border: '1px solid rgba(46, 125, 50, 0.7)' },
  '& .rv-chip-verified > svg': { color: 'inherit' },
} as const;

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
  const verified = review.kind === 'verified';
  return (
    <Box component="article" id={`resena-${review.id}`} aria-label={`Reseña de ${name}`} sx={REVIEW_SX}>
      <div className="rv-head">
        <PlainAvatar src={review.user.avatar ?? undefined} alt="" sx={AVATAR_SX}>
          {review.user.first_name?.[0] ?? 'C'}
        </PlainAvatar>
        <div className="rv-who">
          <h3 className="rv-strong">{name}</h3>
          <p className="rv-muted">
            <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          </p>
        </div>
        <div
          title={verified ? 'El cliente aceptó una cotización de este proveedor' : 'El cliente calificó por invitación del proveedor'}
          className={`MuiChip-root MuiChip-outlined MuiChip-sizeSmall ${verified ? 'MuiChip-colorSuccess rv-chip rv-chip-verified' : 'MuiChip-colorDefault rv-chip'}`}
        >
          <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium MuiChip-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            {verified ? VERIFIED_ICON : MAIL_ICON}
          </svg>
          <span className="MuiChip-label">{REVIEW_KIND_LABELS[review.kind]}</span>
        </div>
        <div className="rv-score">
          <Stars value={review.score} />
          <p className="rv-strong">{review.score.toFixed(1)}</p>
        </div>
      </div>
      <p className="rv-comment">{review.comment}</p>
      <dl className="rv-criteria">
        {RATING_CRITERIA.filter((c) => review.criterias[c] !== undefined).map((c) => (
          <div className="rv-criterion" key={c}>
            <dt>{RATING_CRITERIA_LABELS[c]}</dt>
            <dd>{RATING_SCALE_LABELS[reviewLevel(review.criterias[c]!) as RatingValue]}</dd>
          </div>
        ))}
      </dl>
      {review.response && !answering ? (
        <div className="rv-response">
          <p className="rv-response-by">Respuesta de {companyName}</p>
          <p className="rv-response-text">{review.response}</p>
        </div>
      ) : null}
      {owner && answering ? (
        <Suspense fallback={null}>
          <AnswerForm review={review} onDone={() => setAnswering(false)} />
        </Suspense>
      ) : null}
      {owner && !answering ? (
        <div className="rv-owner">
          <Button size="small" onClick={() => setAnswering(true)}>
            {review.response ? 'Editar respuesta' : 'Responder'}
          </Button>
          <Button size="small" color="inherit" onClick={() => setReporting(true)}>
            Reportar
          </Button>
        </div>
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
