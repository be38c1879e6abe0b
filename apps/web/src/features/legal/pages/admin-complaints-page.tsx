import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { Box } from '../../../components/ui/box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import {
  COMPLAINT_KIND_LABELS,
  DOCUMENT_TYPE_LABELS,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPhoneDisplay,
  t,
  type AdminComplaint,
} from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { ListPagination } from '../../../components/ui/list-pagination';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { useSession } from '../../../lib/session';
import { useAdminComplaints } from '../api/complaints';
import { AnswerForm } from '../components/answer-form';
import { ExchangeRateCard } from '../components/exchange-rate-card';

const SIZE = 20;

function StatusChip({ c }: { c: AdminComplaint }) {
  if (c.answer !== null) return <Chip size="small" color="success" label="Respondida" />;
  if (c.overdue) return <Chip size="small" color="error" label="Vencida" />;
  const left = c.business_days_left ?? 0;
  return <Chip size="small" color="warning" label={left === 1 ? 'Queda 1 día hábil' : `Quedan ${left} días hábiles`} />;
}

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value || '—'}
    </Typography>
  );
}

function SheetDetail({ c }: { c: AdminComplaint }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Row label={t('complaints.sheet.document')} value={`${DOCUMENT_TYPE_LABELS[c.document_type]} ${c.document_number}`} />
      <Row label={t('complaints.sheet.address')} value={c.address} />
      <Row label="Celular" value={formatPhoneDisplay(c.phone)} />
      <Row label="Correo" value={c.email} />
      {c.is_minor ? <Row label={t('complaints.sheet.guardian')} value={c.guardian_name} /> : null}
      <Row label={t('complaints.sheet.service')} value={c.service} />
      <Row label="Proveedor" value={c.provider_name} />
      <Row label={t('complaints.sheet.reference')} value={c.reference} />
      <Row label={t('complaints.sheet.amount')} value={c.amount === null ? null : formatCurrency(c.amount, c.currency)} />
      <Row label={t('complaints.sheet.detail')} value={c.detail} />
      <Row label={t('complaints.sheet.request')} value={c.request} />
      <Box sx={{ mt: 1.5 }}>
        {c.answer !== null ? (
          <>
            <Row label={t('complaints.sheet.answer')} value={c.answer} />
            <Row label="Respondida el" value={formatDateTime(c.answered_at!)} />
          </>
        ) : (
          <AnswerForm complaintId={c.id} />
        )}
      </Box>
    </Box>
  );
}

/** '/admin/libro-de-reclamaciones' (admins): sheets with their legal deadline, overdue first. */
export default function AdminComplaintsPage() {
  const { user, loading } = useSession();
  const [page, setPage] = useState(1);
  const query = useAdminComplaints(page, SIZE);
  const title = 'Libro de Reclamaciones';

  if (!loading && user && !user.is_admin) {
    return (
      <PageLayout title={title}>
        <EmptyState title="No tienes permiso para ver esta página." description="Solo los administradores responden las hojas de reclamación." />
      </PageLayout>
    );
  }
  const data = query.data;
  return (
    <PageLayout title={title} subtitle="Plazo de respuesta: 15 días hábiles (sin sábados, domingos ni feriados nacionales). Primero las vencidas.">
      <ExchangeRateCard />
      {!data ? (
        <TextSkeleton lines={6} />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={MenuBookIcon}
          title="Aún no hay hojas de reclamación"
          description="Cuando un consumidor registre un reclamo o una queja desde el enlace del pie de página, aparecerá aquí con su plazo de respuesta."
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {data.data.map((c) => (
            <Accordion key={c.id} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: '100%' }}>
                  <Typography sx={{ fontWeight: 700 }}>Nº {c.code}</Typography>
                  <Typography variant="body2">{COMPLAINT_KIND_LABELS[c.kind]}</Typography>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 140 }}>
                    {c.consumer_name} · {formatDate(c.created_at)}
                  </Typography>
                  <Typography variant="body2">Plazo: {formatDate(c.due_date)}</Typography>
                  <StatusChip c={c} />
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <SheetDetail c={c} />
              </AccordionDetails>
            </Accordion>
          ))}
          <ListPagination
            page={page}
            size={SIZE}
            total={data.total}
            noun={data.total === 1 ? 'hoja' : 'hojas'}
            sizeChoice={false}
            onChange={(p) => setPage(p)}
          />
        </Box>
      )}
    </PageLayout>
  );
}
