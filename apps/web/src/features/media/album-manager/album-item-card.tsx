import { Box } from '../../../components/ui/box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import WhatshotOutlinedIcon from '@mui/icons-material/WhatshotOutlined';
import type { MediaItem } from '../media-types';
import { isVideoItem, mediaTitle } from '../media-types';
import { MediaPicture } from '../gallery/media-picture';
import type { DragHandlers } from '../reorder/use-drag-reorder';

export interface AlbumItemCardProps {
  item: MediaItem;
  index: number;
  total: number;
  onMove: (to: number) => void;
  onToggle: (flag: 'featured' | 'top') => void;
  onEdit: () => void;
  onTrash: () => void;
  drag?: DragHandlers | Record<string, never>;
  dragging?: boolean;
  dropTarget?: boolean;
}

const moveButton = {
  width: 30,
  height: 30,
  bgcolor: 'rgba(255,255,255,0.9)',
  boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
  '&:hover': { bgcolor: '#fff' },
  '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
} as const;

/** One item of the owner's album: thumbnail, featured/top toggles, edit, trash, and move controls. */
export function AlbumItemCard({ item, index, total, onMove, onToggle, onEdit, onTrash, drag, dragging, dropTarget }: AlbumItemCardProps) {
  const title = mediaTitle(item);
  const label = `${isVideoItem(item) ? 'Video' : 'Foto'} ${index + 1}`;
  return (
    <Box
      role="listitem"
      aria-label={`${label}: ${title}`}
      data-media-id={item.id}
      {...drag}
      sx={{
        position: 'relative',
        border: '1px solid',
        borderColor: dropTarget ? 'primary.main' : 'divider',
        outline: dropTarget ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        opacity: dragging ? 0.45 : 1,
        cursor: 'grab',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <MediaPicture item={item} alt={title} ratio={1} sizes="220px" />
        {isVideoItem(item) ? (
          <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Box sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,0,0,0.6)', color: '#fff' }}>
              <PlayArrowIcon />
            </Box>
          </Box>
        ) : null}
        <DragIndicatorIcon aria-hidden="true" sx={{ position: 'absolute', top: 6, left: 4, color: '#fff', filter: 'drop-shadow(0 1px 2px rgba(0,0,0,0.6))' }} />
        {total > 1 ? (
          <Box sx={{ position: 'absolute', bottom: 6, left: 6, right: 6, display: 'flex', justifyContent: 'space-between' }}>
            <IconButton size="small" aria-label={`Mover ${label} antes`} disabled={index === 0} onClick={() => onMove(index - 1)} sx={moveButton}>
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Mover ${label} después`} disabled={index === total - 1} onClick={() => onMove(index + 1)} sx={moveButton}>
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : null}
        <Typography
          variant="caption"
          sx={{ position: 'absolute', top: 6, right: 6, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', fontWeight: 700 }}
        >
          {index + 1}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        noWrap
        title={item.seo_filename || undefined}
        sx={{ px: 1, pt: 0.75, fontWeight: item.seo_filename ? 600 : 400, color: item.seo_filename ? 'text.primary' : 'text.secondary', fontStyle: item.seo_filename ? 'normal' : 'italic' }}
      >
        {item.seo_filename || 'Sin título'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.25, pb: 0.5 }}>
        <Tooltip title={item.featured ? 'Quitar de destacados' : 'Destacar'}>
          <IconButton size="small" aria-label="Destacado" aria-pressed={item.featured} onClick={() => onToggle('featured')} sx={{ color: item.featured ? '#C98A00' : undefined }}>
            {item.featured ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={item.top ? 'Quitar de top' : 'Marcar como top'}>
          <IconButton size="small" aria-label="Top" aria-pressed={item.top} onClick={() => onToggle('top')} sx={{ color: item.top ? '#D84315' : undefined }}>
            {item.top ? <WhatshotIcon fontSize="small" /> : <WhatshotOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Editar título y descripción">
          <IconButton size="small" aria-label={`Editar ${label}`} onClick={onEdit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Enviar a la papelera">
          <IconButton size="small" aria-label={`Enviar ${label} a la papelera`} onClick={onTrash}>
            <DeleteOutlineOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
