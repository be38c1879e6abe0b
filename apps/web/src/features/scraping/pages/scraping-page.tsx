import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { ScrapeUrlSchema, getErrorMessage, type ScrapeUrlInput } from '@eventos/domain';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { askFacebookToRescrape, fetchLinkPreview } from '../api/scraping-api';
import { NetworkPreview, type Network } from '../components/network-preview';

const NETWORKS: Network[] = ['whatsapp', 'facebook', 'x', 'linkedin'];

/** '/scraping' (login required): how a page of ours will look when shared, and "ask Facebook again". */
export default function ScrapingPage() {
  const [search, setSearch] = useSearchParams();
  const url = search.get('url') ?? '';
  const { register, handleSubmit, formState } = useForm<ScrapeUrlInput>({
    resolver: zodResolver(ScrapeUrlSchema),
    defaultValues: { url },
  });
  const preview = useQuery({
    queryKey: ['scraping', 'preview', url],
    queryFn: ({ signal }) => fetchLinkPreview(url, signal),
    enabled: url.length > 0,
    retry: false,
  });
  const [rescrapeError, setRescrapeError] = useState<string | null>(null);
  const rescrape = useMutation({
    mutationFn: () => askFacebookToRescrape(url),
    onMutate: () => setRescrapeError(null),
    onError: (error) => setRescrapeError(getErrorMessage(error, 'Facebook no pudo volver a leer la página. Intenta nuevamente en unos minutos.')),
  });

  const onSubmit = handleSubmit(({ url: next }) => {
    rescrape.reset();
    setRescrapeError(null);
    setSearch({ url: next.trim() });
  });

  const data = preview.data?.data;
  return (
    <PageLayout
      title="Vista previa en redes sociales"
      subtitle="Pega la dirección de una página de Eventos Perú (un proveedor, una página de búsqueda o un artículo del blog) y mira cómo se verá al compartirla."
      maxWidth="lg"
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, mb: 3 }}>
        <TextField
          label="Dirección de la página"
          placeholder="https://eventosperu.pe/mi-negocio"
          fullWidth
          {...register('url')}
          error={Boolean(formState.errors.url)}
          helperText={formState.errors.url?.message}
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minWidth: 160, height: 56 }}>
          Ver vista previa
        </Button>
      </Box>

      {!url ? (
        <EmptyState
          icon={ShareOutlinedIcon}
          title="Revisa cómo se ve un enlace antes de compartirlo"
          description="Leemos la página como lo hacen WhatsApp, Facebook, X y LinkedIn (sin JavaScript) y te avisamos si falta la imagen, si es muy pequeña o si el título o la descripción son demasiado largos."
        />
      ) : preview.isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }} aria-busy="true">
          {NETWORKS.map((n) => (
            <Skeleton key={n} variant="rounded" height={260} />
          ))}
        </Box>
      ) : preview.isError ? (
        <Alert severity="error">{getErrorMessage(preview.error, 'No pudimos leer la página. Intenta nuevamente.')}</Alert>
      ) : data ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {data.warnings.length > 0 ? (
            <Alert severity="warning">
              <AlertTitle>Revisa antes de compartir</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {data.warnings.map((w) => (
                  <li key={w.code} data-warning={w.code}>
                    {w.message}
                  </li>
                ))}
              </Box>
            </Alert>
          ) : (
            <Alert severity="success">La página tiene título, descripción e imagen para compartir.</Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            {NETWORKS.map((n) => (
              <NetworkPreview key={n} network={n} preview={data} />
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
              ¿Cambiaste la portada o el nombre?
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Facebook guarda la vista previa de cada enlace. Pídele que vuelva a leer la página para que muestre la versión nueva (WhatsApp usa la misma información).
            </Typography>
            <Button variant="outlined" startIcon={<FacebookIcon />} onClick={() => rescrape.mutate()} disabled={rescrape.isPending}>
              Pedir a Facebook que vuelva a leer la página
            </Button>
            {rescrape.data ? (
              <Alert severity={rescrape.data.mode === 'facebook' ? 'success' : 'info'} sx={{ mt: 2 }}>
                {rescrape.data.message}
                {rescrape.data.title ? ` Título: «${rescrape.data.title}».` : ''}
              </Alert>
            ) : null}
            {rescrapeError ? (
              <Alert severity={preview.data?.rescrape === 'unavailable' ? 'info' : 'error'} sx={{ mt: 2 }}>
                {rescrapeError}
              </Alert>
            ) : null}
          </Paper>
        </Box>
      ) : null}
    </PageLayout>
  );
}
