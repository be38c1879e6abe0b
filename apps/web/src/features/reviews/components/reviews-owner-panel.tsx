import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REVIEW_REQUESTS_PER_DAY, ReviewRequestSchema, formatDate } from '@eventos/domain';
import type { ReviewRequestInput, ReviewTrend } from '@eventos/domain';
import type { z } from 'zod';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateReviewRequest, useReviewRequests, useReviewTrend } from '../api/reviews-api';
import { FormTextField } from '../../../components/forms/form-text-field';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const monthLabel = (ym: string) => {
  const [y, m] = ym.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
};

/** Reviews over time (KPIs): number and average per month, last 12 months. */
function ReviewTrendList({ trend }: { trend: ReviewTrend }) {
  if (trend.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Aún no tienes reseñas en los últimos 12 meses. Pide a tus clientes que te califiquen.
      </Typography>
    );
  }
  const max = Math.max(...trend.map((t) => t.count));
  return (
    <Box component="ol" aria-label="Reseñas por mes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {trend.map((t) => (
        <Box component="li" key={t.month} sx={{ display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr) auto', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2">{monthLabel(t.month)}</Typography>
          <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'grey.100' }}>
            <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'warning.main', width: `${(t.count / max) * 100}%` }} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {t.count === 1 ? '1 reseña' : `${t.count} reseñas`} · {t.score.toFixed(1)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The owner's reviews panel: average and number of reviews per month, and (Business) review
 * requests to past clients by e-mail (REVIEW_REQUESTS_PER_DAY per day, one per address).
 */
export function ReviewsOwnerPanel({ provider }: { provider: { id: number; plan?: string } }) {
  const business = provider.plan === 'business';
  const trend = useReviewTrend(provider.id, true);
  const requests = useReviewRequests(provider.id, business);
  const create = useCreateReviewRequest(provider.id);
  const { show, showError } = useSnackbar();
  const { control, handleSubmit, reset, setError } = useForm<z.input<typeof ReviewRequestSchema>, unknown, ReviewRequestInput>({
    resolver: zodResolver(ReviewRequestSchema),
    defaultValues: { email: '', name: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      show(`Enviamos la solicitud de reseña a ${values.email}`);
      reset();
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'name']);
      showError(error);
    }
  });

  return (
    <Paper component="section" aria-labelledby="opiniones-titulo" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 3 }}>
      <Box>
        <Typography id="opiniones-titulo" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Tus reseñas en el tiempo
        </Typography>
        {trend.isPending ? <TextSkeleton lines={3} /> : trend.data ? <ReviewTrendList trend={trend.data} /> : null}
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          Pide reseñas a tus clientes
        </Typography>
        {business ? (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              Le enviaremos un correo con un enlace para calificarte. Hasta {REVIEW_REQUESTS_PER_DAY} solicitudes por día y una
              por correo. Estas reseñas se muestran como «Invitada».
            </Typography>
            <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}>
              <FormTextField control={control} name="email" type="email" label="Correo del cliente" size="small" />
              <FormTextField control={control} name="name" label="Nombre (opcional)" size="small" />
              <Button type="submit" variant="contained" disabled={create.isPending}>
                Enviar solicitud
              </Button>
            </Box>
            {requests.data && requests.data.length > 0 ? (
              <Box component="ul" aria-label="Solicitudes enviadas" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1 }}>
                {requests.data.map((r) => (
                  <Box component="li" key={r.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ flex: 1, minWidth: 160, overflowWrap: 'anywhere' }}>
                      {r.name ? `${r.name} · ` : ''}
                      {r.email} · {formatDate(r.created_at)}
                    </Typography>
                    <Chip size="small" color={r.used_at ? 'success' : 'default'} label={r.used_at ? 'Calificó' : 'Pendiente'} />
                  </Box>
                ))}
              </Box>
            ) : null}
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Con el plan Business puedes pedir reseñas a tus clientes anteriores por correo.
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
