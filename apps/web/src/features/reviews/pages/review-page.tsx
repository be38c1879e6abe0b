import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { REVIEW_EDIT_WINDOW_DAYS, formatDate, providerSitePath } from '@eventos/domain';
import type { Criterias, MyReview, ProviderOut, ReviewOpportunity } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeletons';
import { useSession } from '../../../lib/session';
import {
  useCancelReview,
  useCreateReview,
  useMyReviewOptions,
  useReviewRequestInfo,
  useUpdateReview,
} from '../api/reviews-api';
import { ReasonDialog } from '../components/reason-dialog';
import { ReviewForm } from '../components/review-form';
import { trackEvent } from '../../../lib/consent';

/**
 * The provider the review is for, as its site's query reads it: the app's route
 * (`app/pages/review-route.tsx`) looks it up by the URL's slug, so this feature does not depend on the
 * providers feature (which shows the reviews: one direction only).
 */
export interface ReviewedProviderLookup {
  isPending: boolean;
  data?: { provider: Pick<ProviderOut, 'id' | 'slug' | 'company_name' | 'created_by'> | null };
}

/**
 * '/calificar/:slug' (signed in): the review form for a provider. `?cotizacion=ID` names the
 * accepted quotation (a "Verificada" review), `?solicitud=TOKEN` the provider's review request
 * (an "Invitada" review). An existing review can be edited during the edit window or withdrawn.
 */
export function ReviewPage({ providerQuery }: { providerQuery: ReviewedProviderLookup }) {
  const [params] = useSearchParams();
  const token = params.get('solicitud');
  const quotationId = Number(params.get('cotizacion')) || null;
  const { user } = useSession();
  const provider = providerQuery.data?.provider ?? null;
  const own = Boolean(provider && user && provider.created_by === user.id);
  const options = useMyReviewOptions(provider?.id, Boolean(provider) && !token);
  const request = useReviewRequestInfo(token);

  if (providerQuery.isPending || (provider && !token && options.isPending) || (token && request.isPending)) {
    return <PageSkeleton />;
  }
  if (!provider) {
    return (
      <PageLayout title="Calificar proveedor" maxWidth="md">
        <EmptyState
          title="No encontramos este proveedor"
          description="Revisa el enlace o busca al proveedor en nuestro directorio."
          actions={
            <Button component={RouterLink} to="/proveedores" variant="contained">
              Buscar proveedores
            </Button>
          }
        />
      </PageLayout>
    );
  }
  const title = `Califica a ${provider.company_name}`;
  const back = (
    <Button component={RouterLink} to={providerSitePath(provider.slug)} variant="outlined">
      Ver el sitio de {provider.company_name}
    </Button>
  );
  if (own) {
    return (
      <PageLayout title={title} maxWidth="md">
        <EmptyState title="No puedes calificar a tu propio negocio" description="Pide a tus clientes que cuenten su experiencia." actions={back} />
      </PageLayout>
    );
  }

  if (token) {
    if (request.isError || !request.data || request.data.provider.id !== provider.id || request.data.used) {
      return (
        <PageLayout title={title} maxWidth="md">
          <EmptyState
            title="Este enlace ya no es válido"
            description="El enlace para calificar no es válido o ya fue usado. Si ya publicaste tu reseña, puedes verla en el sitio del proveedor."
            actions={back}
          />
        </PageLayout>
      );
    }
    return (
      <PageLayout title={title} subtitle="Tu reseña se publicará como «Invitada»: el proveedor te pidió tu opinión." maxWidth="md">
        <NewReview providerId={provider.id} slug={provider.slug} body={{ request_token: token }} />
      </PageLayout>
    );
  }

  const opportunities = options.data?.data ?? [];
  if (opportunities.length === 0) {
    return (
      <PageLayout title={title} maxWidth="md">
        <EmptyState
          icon={RateReviewOutlinedIcon}
          title="Aún no puedes calificar a este proveedor"
          description={`Solo puedes calificar a un proveedor cuya cotización aceptaste o que te invitó a calificarlo. Pide una cotización a ${provider.company_name} y, cuando la aceptes, podrás contar tu experiencia.`}
          actions={back}
        />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title} subtitle="Tu opinión ayuda a otros clientes a elegir. Se publicará como «Verificada»." maxWidth="md">
      <VerifiedReview opportunities={opportunities} initialQuotation={quotationId} providerId={provider.id} slug={provider.slug} />
    </PageLayout>
  );
}

function VerifiedReview({
  opportunities,
  initialQuotation,
  providerId,
  slug,
}: {
  opportunities: ReviewOpportunity[];
  initialQuotation: number | null;
  providerId: number;
  slug: string;
}) {
  const first =
    opportunities.find((o) => o.quotation_id === initialQuotation) ??
    opportunities.find((o) => o.review === null) ??
    opportunities[0]!;
  const [selected, setSelected] = useState<number>(first.quotation_id ?? 0);
  const current = opportunities.find((o) => o.quotation_id === selected) ?? first;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {opportunities.length > 1 ? (
        <TextField select label="Evento" value={selected} onChange={(e) => setSelected(Number(e.target.value))} sx={{ maxWidth: 420 }}>
          {opportunities.map((o) => (
            <MenuItem key={o.quotation_id} value={o.quotation_id ?? 0}>
              {o.label}
              {o.review ? ' (ya calificado)' : ''}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Evento: {current.label}</Typography>
      )}
      {current.review ? (
        <ExistingReview key={current.review.id} review={current.review} slug={slug} />
      ) : (
        <NewReview key={current.quotation_id} providerId={providerId} slug={slug} body={{ quotation_id: current.quotation_id ?? undefined }} />
      )}
    </Box>
  );
}

function NewReview({
  providerId,
  slug,
  body,
}: {
  providerId: number;
  slug: string;
  body: { quotation_id?: number; request_token?: string };
}) {
  const create = useCreateReview(providerId);
  const navigate = useNavigate();
  const { show, showError } = useSnackbar();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <ReviewForm
        submitLabel="Publicar reseña"
        onSubmit={async (values) => {
          try {
            const review = await create.mutateAsync({ ...values, ...body });
            trackEvent('review_written', { provider_slug: slug, review_id: review.id });
            show('¡Gracias! Publicamos tu reseña.');
            void navigate(`${providerSitePath(slug)}#resena-${review.id}`);
          } catch (error) {
            showError(error);
            throw error;
          }
        }}
      />
    </Paper>
  );
}

function ExistingReview({ review, slug }: { review: MyReview; slug: string }) {
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const update = useUpdateReview();
  const cancel = useCancelReview();
  const { show, showError } = useSnackbar();
  const editable = review.status === 'published' && new Date(review.editable_until) > new Date();

  if (review.status !== 'published') {
    return (
      <Alert severity="info">
        {review.status === 'cancelled'
          ? `Retiraste tu reseña${review.cancel_reason ? `: «${review.cancel_reason}»` : ''}.`
          : `Tu reseña fue retirada por moderación${review.moderation_reason ? `: «${review.moderation_reason}»` : ''}.`}
      </Alert>
    );
  }
  if (editing) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ReviewForm
          initial={{ criterias: review.criterias as Criterias, comment: review.comment, conditions: true }}
          submitLabel="Guardar cambios"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            try {
              await update.mutateAsync({ id: review.id, body: values });
              show('Actualizamos tu reseña.');
              setEditing(false);
            } catch (error) {
              showError(error);
              throw error;
            }
          }}
        />
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography>
        Ya calificaste a este proveedor para este evento el {formatDate(review.created_at)} ({review.score.toFixed(1)} de 5).
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {editable
          ? `Puedes editarla hasta el ${formatDate(review.editable_until)} (${REVIEW_EDIT_WINDOW_DAYS} días después de publicarla).`
          : `El plazo de ${REVIEW_EDIT_WINDOW_DAYS} días para editarla terminó.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`${providerSitePath(slug)}#resena-${review.id}`} variant="outlined">
          Ver mi reseña
        </Button>
        {editable ? (
          <Button variant="contained" onClick={() => setEditing(true)}>
            Editar reseña
          </Button>
        ) : null}
        <Button color="error" onClick={() => setWithdrawing(true)}>
          Retirar reseña
        </Button>
      </Box>
      <ReasonDialog
        open={withdrawing}
        title="Retirar reseña"
        description="Tu reseña dejará de mostrarse y no contará en la calificación del proveedor."
        label="¿Por qué la retiras?"
        confirmText="Retirar"
        confirmColor="error"
        onClose={() => setWithdrawing(false)}
        onConfirm={async (reason) => {
          try {
            await cancel.mutateAsync({ id: review.id, cancel_reason: reason });
            show('Retiraste tu reseña.');
          } catch (error) {
            showError(error);
            throw error;
          }
        }}
      />
    </Paper>
  );
}
