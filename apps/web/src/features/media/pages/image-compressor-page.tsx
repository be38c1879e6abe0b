import { t } from '@eventos/domain';
import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { CompressorControls } from '../compressor/compressor-controls';
import { CompressorDropzone } from '../compressor/compressor-dropzone';
import { CompressorItemCard } from '../compressor/compressor-item-card';
import { useCompressor } from '../compressor/use-compressor';

/** '/image-compressor': compress images in the browser (nothing is uploaded). */
export default function ImageCompressorPage() {
  const { show } = useSnackbar();
  const onRejected = useCallback((message: string) => show(message, { color: 'error' }), [show]);
  const compressor = useCompressor(onRejected);
  return (
    <PageLayout
      title={t('pages.imageCompressor.title')}
      subtitle="Reduce el peso de tus fotos antes de subirlas o compartirlas: elige la calidad, compara el tamaño y descarga el JPEG."
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Alert icon={<LockOutlinedIcon />} severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          <strong>Tus imágenes no salen de tu dispositivo.</strong> Todo se procesa en tu navegador: no se suben a ningún
          servidor y desaparecen al cerrar esta página.
        </Alert>
        <CompressorDropzone onFiles={(files) => void compressor.add(files)} />
        {compressor.items.length ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <CompressorControls
              quality={compressor.quality}
              onQualityChange={compressor.setQuality}
              maxSide={compressor.maxSide}
              onMaxSideChange={compressor.setMaxSide}
            />
          </Paper>
        ) : null}
        {compressor.items.length ? (
          <Box component="section" aria-labelledby="compressed-title" sx={{ display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography id="compressed-title" variant="h6" component="h2" sx={{ flex: 1 }}>
                {compressor.items.length === 1 ? '1 imagen' : `${compressor.items.length} imágenes`}
              </Typography>
              <Button color="inherit" size="small" onClick={compressor.clear}>
                Quitar todas
              </Button>
            </Box>
            {compressor.items.map((item) => (
              <CompressorItemCard key={item.id} item={item} onRemove={() => compressor.remove(item.id)} />
            ))}
          </Box>
        ) : null}
      </Box>
    </PageLayout>
  );
}
