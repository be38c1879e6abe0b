import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CompressIcon from '@mui/icons-material/Compress';
import { PageLayout } from '../../../components/layout/page-layout';
import { EmptyState } from '../../../components/ui/empty-state';

const STEPS = [
  'Elige una o varias imágenes JPG o PNG de tu dispositivo.',
  'Compara el tamaño y las dimensiones antes y después.',
  'Descarga cada imagen comprimida en formato JPEG.',
];

/** '/image-compressor': compress images in the browser (nothing is uploaded). */
export default function ImageCompressorPage() {
  return (
    <PageLayout
      title="Compresor de imágenes"
      subtitle="Reduce el peso de tus fotos antes de subirlas, directamente en tu navegador: tus imágenes no se envían a ningún servidor."
      maxWidth="md"
    >
      <EmptyState
        icon={CompressIcon}
        title="La compresión todavía no está habilitada"
        description="Esta herramienta aún no procesa imágenes en esta versión. Así funcionará:"
      >
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {STEPS.map((step) => (
            <Typography component="li" key={step} sx={{ color: 'text.secondary' }}>
              {step}
            </Typography>
          ))}
        </Box>
      </EmptyState>
    </PageLayout>
  );
}
