import { Box } from '../../../../components/ui/box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';

export interface CoverTile {
  /** Media id in the covers album. */
  id: number;
  src: string;
}

export interface CoverTilesProps {
  tiles: CoverTile[];
  onChange: (tiles: CoverTile[]) => void;
  disabled?: boolean;
}

const tool = { bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' }, p: 0.5 } as const;

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The chosen covers in order, each with move left/right and remove. */
export function CoverTiles({ tiles, onChange, disabled }: CoverTilesProps) {
  if (!tiles.length) {
    return (
      <Box sx={{ p: 3, textAlign: 'center', border: '1px dashed', borderColor: 'divider', borderRadius: '12px', color: 'text.secondary' }}>
        Ninguna
      </Box>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
      {tiles.map((tile, i) => (
        <Box component="li" key={tile.id} sx={{ position: 'relative', borderRadius: '10px', overflow: 'hidden', aspectRatio: '3 / 2', bgcolor: 'grey.200' }}>
          <Box component="img" src={tile.src} alt={`Portada ${i + 1}`} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          {i === 0 ? (
            <Typography variant="caption" sx={{ position: 'absolute', left: 6, top: 6, px: 0.75, borderRadius: '6px', bgcolor: 'primary.main', color: '#fff', fontWeight: 700 }}>
              Principal
            </Typography>
          ) : null}
          <Box sx={{ position: 'absolute', right: 6, bottom: 6, display: 'flex', gap: 0.5 }}>
            <IconButton size="small" sx={tool} disabled={disabled || i === 0} aria-label={`Mover la portada ${i + 1} a la izquierda`} onClick={() => onChange(move(tiles, i, i - 1))}>
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" sx={tool} disabled={disabled || i === tiles.length - 1} aria-label={`Mover la portada ${i + 1} a la derecha`} onClick={() => onChange(move(tiles, i, i + 1))}>
              <ChevronRightIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" sx={tool} disabled={disabled} aria-label={`Quitar la portada ${i + 1}`} onClick={() => onChange(tiles.filter((t) => t.id !== tile.id))}>
              <DeleteOutlineOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
