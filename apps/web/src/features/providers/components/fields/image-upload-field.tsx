import { useEffect, useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { getErrorMessage } from '@eventos/domain';
import { uploadImage } from '../../api/upload-image';
import type { UploadFolder, UploadedImage } from '../../api/upload-image';

/** SPEC §5 photo extensions: .png, .jpg, .jpeg. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface ImageUploadFieldProps {
  /** Current image (URL) shown as the preview. */
  currentUrl?: string | null;
  folder: UploadFolder;
  onUploaded: (image: UploadedImage) => void;
  /** Button text, e.g. "Subir logo". */
  label: string;
  /** Text under the button. */
  hint?: string;
  /** Square preview size in px. */
  previewSize?: number;
  /** Letters shown while there is no image. */
  placeholder?: string;
  onBusyChange?: (busy: boolean) => void;
}

/** Checks type and size before uploading; null when the file is fine. */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Solo se aceptan imágenes .png, .jpg o .jpeg';
  if (file.size > IMAGE_MAX_BYTES) return 'La imagen no puede pesar más de 10 MB';
  return null;
}

/** Picks an image, previews it, uploads it to the CDN with a progress bar. */
export function ImageUploadField({
  currentUrl,
  folder,
  onUploaded,
  label,
  hint,
  previewSize = 112,
  placeholder,
  onBusyChange,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange?.(true);
    try {
      const image = await uploadImage(file, folder, { onProgress: setProgress });
      onUploaded(image);
      setProgress(null);
    } catch (err) {
      setProgress(null);
      setPreview(null);
      setError(getErrorMessage(err, 'No se pudo subir la imagen. Intenta nuevamente.'));
    } finally {
      onBusyChange?.(false);
    }
  };

  const shown = preview ?? currentUrl ?? null;
  const uploading = progress !== null;
  return (
    <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        variant="rounded"
        src={shown ?? undefined}
        alt={shown ? 'Vista previa' : undefined}
        sx={{
          width: previewSize,
          height: previewSize,
          borderRadius: '16px',
          bgcolor: 'grey.100',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          fontSize: previewSize / 3,
          fontWeight: 700,
          '& img': { objectFit: 'contain', bgcolor: '#fff' },
        }}
      >
        {placeholder ?? <AddPhotoAlternateOutlinedIcon fontSize="large" />}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          {label}
        </Button>
        {hint ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {hint}
          </Typography>
        ) : null}
        {uploading ? (
          <Box sx={{ mt: 1.5 }} role="status" aria-live="polite">
            <LinearProgress variant="determinate" value={progress} aria-label="Progreso de la subida" />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Subiendo… {progress}%
            </Typography>
          </Box>
        ) : null}
        {error ? (
          <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 1 }}>
            {error}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
