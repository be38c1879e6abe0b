import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import { formatDate, providerSitePath } from '@eventos/domain';
import type { ReportedReview } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { EmptyState } from '../../../components/ui/empty-state';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { useSession } from '../../../lib/session';
import { useModerateReview, useReportedReviews } from '../api/reviews-api';
import { ReasonDialog } from '../components/reason-dialog';
import { ReviewItem } from '../components/review-item';

type Decision = { review: ReportedReview; decision: 'keep' | 'remove' };

/** '/admin/resenas' (ADMIN_EMAILS users): reported reviews, kept or removed with a recorded reason. */
export default function ModerationPage() {
  const { user } = useSession();
  const admin = Boolean(user?.is_admin);
  const { data, isPending, isError, refetch } = useReportedReviews(admin);
  const moderate = useModerateReview();
  const { show, showError } = useSnackbar();
  const [pending, setPending] = useState<Decision | null>(null);

  if (!admin) {
    return (
      <PageLayout title="Moderación de reseñas" maxWidth="md">
        <EmptyState title="Esta página es solo para administradores" description="Si crees que deberías tener acceso, escribe al equipo de Eventos Perú." />
      </PageLayout>
    );
  }
  return (
    <PageLayout title="Moderación de reseñas" subtitle="Reseñas reportadas por los proveedores. Decide si se mantienen o se retiran; el autor recibe el motivo." maxWidth="md">
      {isError ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>No pudimos cargar las reseñas reportadas.</Typography>
          <Button onClick={() => void refetch()}>Reintentar</Button>
        </Box>
      ) : isPending ? (
        <CardGridSkeleton count={2} minWidth={600} />
      ) : data.length === 0 ? (
        <EmptyState icon={GppGoodOutlinedIcon} title="No hay reseñas reportadas" description="Cuando un proveedor reporte una reseña, aparecerá aquí para que la revises." />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.map((review) => (
            <Paper component="li" key={review.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Reseña de{' '}
                <Link component={RouterLink} to={providerSitePath(review.provider.slug)}>
                  {review.provider.company_name}
                </Link>{' '}
                · reportada el {formatDate(review.reported_at)}
              </Typography>
              <Box sx={{ p: 1.5, borderRadius: '8px', bgcolor: 'warning.50', border: 1, borderColor: 'warning.light' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  Razones del proveedor
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {review.report_reason}
                </Typography>
              </Box>
              <ReviewItem review={review} companyName={review.provider.company_name} owner={false} />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                <Button variant="outlined" onClick={() => setPending({ review, decision: 'keep' })}>
                  Mantener
                </Button>
                <Button variant="contained" color="error" onClick={() => setPending({ review, decision: 'remove' })}>
                  Retirar
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <ReasonDialog
        open={pending !== null}
        title={pending?.decision === 'remove' ? 'Retirar la reseña' : 'Mantener la reseña'}
        description="El motivo queda registrado y se envía al autor de la reseña."
        label="Motivo de la decisión"
        confirmText={pending?.decision === 'remove' ? 'Retirar' : 'Mantener'}
        confirmColor={pending?.decision === 'remove' ? 'error' : 'primary'}
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (!pending) return;
          try {
            await moderate.mutateAsync({ id: pending.review.id, decision: pending.decision, reason });
            show(pending.decision === 'remove' ? 'Retiraste la reseña y avisamos al autor.' : 'La reseña se mantiene; avisamos al autor.');
          } catch (error) {
            showError(error);
            throw error;
          }
        }}
      />
    </PageLayout>
  );
}
