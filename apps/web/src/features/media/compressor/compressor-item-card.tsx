import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { compressedName, formatBytes, savingsPercent } from './compressor-math';
import type { CompressorItem } from './use-compressor';

function Figure({ label, bytes, size }: { label: string; bytes: number | null; size: { width: number; height: number } | null }) {
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{bytes === null ? '…' : formatBytes(bytes)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: { xs: 12, sm: 14 }, whiteSpace: 'nowrap' }}>
        {size ? `${size.width} × ${size.height} px` : '…'}
      </Typography>
    </Box>
  );
}

/** One image: preview of the result, before/after size and dimensions, savings, download. */
export function CompressorItemCard({ item, onRemove }: { item: CompressorItem; onRemove: () => void }) {
  const { result } = item;
  const saved = result ? savingsPercent(item.file.size, result.blob.size) : 0;
  const bigger = result ? result.blob.size >= item.file.size : false;
  return (
    <Box
      component="article"
      aria-label={item.file.name}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '120px minmax(0, 1fr) auto' }, gap: 2, alignItems: 'center', p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', position: 'relative' }}
    >
      <Box sx={{ width: { xs: 64, sm: 120 }, aspectRatio: '1', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {result ? <Box component="img" src={result.url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, pr: 4 }} noWrap title={item.file.name}>
          {item.file.name}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, max-content)' }, columnGap: { xs: 2, sm: 4 }, rowGap: 1, alignItems: 'end' }}>
          <Figure label="Antes" bytes={item.file.size} size={item.before} />
          <Figure label="Después" bytes={result ? result.blob.size : null} size={result} />
          {result ? (
            <Chip
              label={bigger ? 'Ya estaba optimizada' : `−${saved}%`}
              color={bigger ? 'default' : 'success'}
              variant={bigger ? 'outlined' : 'filled'}
              sx={{ fontWeight: 700, mb: 0.5, gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start' }}
            />
          ) : null}
        </Box>
        {item.status === 'working' ? <LinearProgress aria-label={`Comprimiendo ${item.file.name}`} sx={{ borderRadius: 1 }} /> : null}
        {item.error ? (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {item.error}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Button
          component="a"
          href={result?.url}
          download={compressedName(item.file.name)}
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!result || item.status !== 'done'}
          fullWidth
        >
          Descargar JPEG
        </Button>
      </Box>
      <IconButton aria-label={`Quitar ${item.file.name}`} onClick={onRemove} size="small" sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
