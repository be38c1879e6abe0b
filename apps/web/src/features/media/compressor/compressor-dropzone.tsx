import { useRef, useState } from 'react';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { COMPRESSOR_ACCEPT } from './compressor-math';

/** Choose (or drop) one or more images. */
export function CompressorDropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'rgba(31, 26, 29, 0.2)',
        bgcolor: over ? 'rgba(176, 23, 75, 0.05)' : 'background.paper',
        borderRadius: 3,
        p: { xs: 3, sm: 4 },
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        transition: 'border-color 150ms, background-color 150ms',
      }}
    >
      <AddPhotoAlternateOutlinedIcon aria-hidden="true" sx={{ fontSize: 44, color: 'primary.main' }} />
      <Typography sx={{ fontWeight: 600 }}>Arrastra tus imágenes aquí</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        JPG, PNG o WebP · puedes elegir varias a la vez
      </Typography>
      <Button variant="contained" onClick={() => input.current?.click()}>
        Elegir imágenes
      </Button>
      <input
        ref={input}
        type="file"
        accept={COMPRESSOR_ACCEPT}
        multiple
        hidden
        aria-label="Elegir imágenes"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Box>
  );
}
