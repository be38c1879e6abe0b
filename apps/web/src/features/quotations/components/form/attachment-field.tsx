import { useRef, useState } from 'react';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { FILE_ACCEPT, FILE_MAX_SIZE_KB, getErrorMessage, validateFileInput } from '@eventos/domain';
import { isApiError } from '../../../../lib/api-client';
import { uploadAttachment } from '../../api/upload-attachment';

export interface AttachmentValue {
  id: number | string;
  url: string;
  filename?: string;
}

export interface AttachmentFieldProps {
  value: AttachmentValue | null;
  onChange: (value: AttachmentValue | null) => void;
  /** Server error for the field. */
  error?: string;
  /** True while a file uploads (the form waits). */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Optional PDF/Excel/Word attachment ≤ 1024 KB (validateFileInput), uploaded right away to
 * POST cdn/upload/pdf with a progress bar. A wrong file is refused and the input cleared.
 */
export function AttachmentField({ value, onChange, error, onUploadingChange }: AttachmentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const invalid = validateFileInput({ name: file.name, type: file.type, size: file.size });
    if (input.current) input.current.value = '';
    if (invalid) {
      setMessage(invalid);
      return;
    }
    setMessage(null);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadAttachment(file, { onProgress: setProgress });
      onChange({ id: uploaded.id, url: uploaded.url, filename: file.name });
    } catch (err) {
      // 413 (too large) and 415 (not really a pdf/excel/word file) carry the exact Spanish rule.
      const rule = isApiError(err) && [413, 415].includes(err.status) ? err.data.error : undefined;
      setMessage(rule ?? getErrorMessage(err, 'No pudimos subir el archivo. Intenta nuevamente.'));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  const shown = message ?? error;
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Adjunto (opcional)
      </Typography>
      {value ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1,
            pl: 1.5,
            borderRadius: 2,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <DescriptionOutlinedIcon color="primary" aria-hidden="true" />
          <Link
            href={value.url}
            target="_blank"
            rel="noopener"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {value.filename ?? 'Archivo adjunto'}
          </Link>
          <IconButton size="small" aria-label="Quitar el adjunto" onClick={() => onChange(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          Adjuntar archivo
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept={FILE_ACCEPT}
        hidden
        aria-label="Adjuntar archivo (PDF, Excel o Word)"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {progress !== null ? (
        <Box sx={{ mt: 1.5 }} role="status" aria-label={`Subiendo archivo: ${progress} %`}>
          <LinearProgress variant="determinate" value={progress} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Subiendo… {progress} %
          </Typography>
        </Box>
      ) : null}
      <FormHelperText error={Boolean(shown)} sx={{ mx: 0 }}>
        {shown ?? `PDF, Excel o Word de hasta ${FILE_MAX_SIZE_KB} KB.`}
      </FormHelperText>
    </Box>
  );
}
