import { useRef, useState } from 'react';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { CDN_MEDIA_MIME_TYPES, getErrorMessage } from '@eventos/domain';
import { uploadToCdn } from '../../media';

export interface CoverFieldProps {
  url: string | null;
  error?: string;
  onUploaded: (upload: { id: number; url: string }) => void;
  onRemove: () => void;
  onBusyChange?: (busy: boolean) => void;
}

/** The post's cover: uploaded to the CDN (folder 'blog', editors only) with progress. */
export function CoverField({ url, error, onUploaded, onRemove, onBusyChange }: CoverFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(file: File) {
    setFailure(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const image = await uploadToCdn(file, 'blog', file.name, { onProgress: setProgress });
      onUploaded({ id: Number(image.id), url: image.url });
    } catch (e) {
      setFailure(getErrorMessage(e, 'No se pudo subir la portada. Intenta nuevamente.'));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Portada
      </Typography>
      {url ? (
        <Box component="img" src={url} alt="Portada del artículo" sx={{ width: '100%', maxWidth: 480, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, display: 'block', mb: 1 }} />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} onClick={() => input.current?.click()} disabled={progress !== null}>
          {url ? 'Cambiar portada' : 'Subir portada'}
        </Button>
        {url ? (
          <Button color="inherit" onClick={onRemove} disabled={progress !== null}>
            Quitar portada
          </Button>
        ) : null}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Subir portada"
        accept={CDN_MEDIA_MIME_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {progress !== null ? <LinearProgress variant="determinate" value={progress} sx={{ mt: 1, maxWidth: 480 }} aria-label="Subiendo portada" /> : null}
      <FormHelperText error={Boolean(failure || error)}>
        {failure || error || 'JPG, PNG o WebP; idealmente de 1200 × 630 px o más (la imagen al compartir en redes).'}
      </FormHelperText>
    </Box>
  );
}
