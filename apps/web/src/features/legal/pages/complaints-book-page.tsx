import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COMPLAINT_NOTES, formatDate, formatDateTime, limaToday, type Complaint } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { useBusinessIdentity } from '../api/business';
import { ComplaintForm } from '../components/complaint-form';

function Filed({ complaint }: { complaint: Complaint }) {
  return (
    <Card component="section" aria-labelledby="hoja-registrada">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2 }}>
        <Typography id="hoja-registrada" variant="h5" component="h2">
          Hoja de reclamación Nº {complaint.code} registrada
        </Typography>
        <Typography>
          La registramos el {formatDateTime(complaint.created_at)}. Enviamos una copia en PDF a{' '}
          <strong>{complaint.email}</strong>.
        </Typography>
        <Typography>
          Te responderemos por correo a más tardar el <strong>{formatDate(complaint.due_date)}</strong> (15 días
          hábiles).
        </Typography>
        <Box>
          <Button component={RouterLink} to="/" variant="contained">
            Volver al inicio
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** '/libro-de-reclamaciones': the virtual complaints book (no sign-in needed). */
export default function ComplaintsBookPage() {
  const business = useBusinessIdentity();
  const [params] = useSearchParams();
  const [filed, setFiled] = useState<Complaint | null>(null);

  return (
    <PageLayout
      title="Libro de Reclamaciones"
      subtitle="Conforme al Código de Protección y Defensa del Consumidor, este establecimiento cuenta con un Libro de Reclamaciones virtual a tu disposición."
      maxWidth="md"
    >
      {filed ? (
        <Filed complaint={filed} />
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 3 }}>
            <Box component="section" aria-label="Datos del proveedor" sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="h6" component="h2">
                Hoja de reclamación
              </Typography>
              {business.data ? (
                <>
                  <Typography>
                    <strong>{business.data.name}</strong> · RUC {business.data.ruc}
                  </Typography>
                  <Typography variant="body2">{business.data.address}</Typography>
                </>
              ) : (
                <Skeleton width="60%" />
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Fecha: {formatDate(limaToday())} · Nº de hoja: se asigna al enviar (numeración anual).
              </Typography>
            </Box>
            <ComplaintForm providerSlug={params.get('proveedor') ?? undefined} onFiled={setFiled} />
            <Alert severity="info" variant="outlined">
              {COMPLAINT_NOTES.map((note) => (
                <Typography key={note} variant="body2" sx={{ mb: 0.5 }}>
                  {note}
                </Typography>
              ))}
            </Alert>
          </CardContent>
        </Card>
      )}
    </PageLayout>
  );
}
