import { Box } from '../../../components/ui/box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { DragHandlers } from '../reorder/use-drag-reorder';
import { itemPreviewUrl } from './picker-state';
import type { PickerItem } from './picker-state';

export interface PhotoThumbProps {
  item: PickerItem;
  index: number;
  total: number;
  size: number;
  radius: number;
  /** Opens the slide-show at this photo (when enabled). */
  onOpen?: () => void;
  onRemove?: () => void;
  onMove?: (to: number) => void;
  drag?: DragHandlers | Record<string, never>;
  dragging?: boolean;
  dropTarget?: boolean;
}

const tinyButton = { width: 22, height: 22, p: 0, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' } as const;

/** One picked or saved photo: thumbnail, upload progress (%), failure mark, remove and move buttons. */
export function PhotoThumb({ item, index, total, size, radius, onOpen, onRemove, onMove, drag, dragging, dropTarget }: PhotoThumbProps) {
  const src = itemPreviewUrl(item);
  const name = item.filename || `Foto ${index + 1}`;
  const failed = item.status === 'failed';
  const image = (
    <Box
      component="img"
      src={src ?? undefined}
      alt={name}
      draggable={false}
      sx={{ width: size, height: size, objectFit: 'cover', display: 'block', borderRadius: `${radius}px` }}
    />
  );
  return (
    <Box
      role="listitem"
      {...drag}
      data-status={item.status}
      sx={{ width: size, display: 'grid', gap: 0.5, opacity: dragging ? 0.4 : 1, cursor: drag && 'draggable' in drag ? 'grab' : undefined }}
    >
      <Box
        sx={{
          position: 'relative',
          width: size,
          height: size,
          borderRadius: `${radius}px`,
          bgcolor: 'grey.100',
          outline: failed ? '2px solid' : dropTarget ? '2px dashed' : 'none',
          outlineColor: failed ? 'error.main' : 'primary.main',
          outlineOffset: 1,
        }}
      >
        {onOpen ? (
          <ButtonBase onClick={onOpen} aria-label={`Ver ${name}`} sx={{ borderRadius: `${radius}px`, display: 'block' }}>
            {image}
          </ButtonBase>
        ) : (
          image
        )}
        {item.status === 'uploading' ? (
          <Box sx={{ position: 'absolute', inset: 0, borderRadius: `${radius}px`, bgcolor: 'rgba(255,255,255,0.45)' }} />
        ) : null}
        {failed ? (
          <Tooltip title={item.error ?? ''}>
            <ErrorOutlineIcon
              aria-hidden="true"
              sx={{ position: 'absolute', left: 2, bottom: 2, fontSize: 18, color: 'error.main', bgcolor: '#fff', borderRadius: '50%' }}
            />
          </Tooltip>
        ) : null}
        {onRemove ? (
          <IconButton
            aria-label={`Quitar ${name}`}
            onClick={onRemove}
            size="small"
            sx={{ ...tinyButton, position: 'absolute', top: -8, right: -8, width: 20, height: 20, boxShadow: 1, '&:hover': { bgcolor: 'grey.100' } }}
          >
            <CloseIcon sx={{ fontSize: 14 }} />
          </IconButton>
        ) : null}
      </Box>
      {item.status === 'uploading' ? (
        <Box>
          <LinearProgress variant="determinate" value={item.progress} aria-label={`Subiendo ${name}`} sx={{ height: 4, borderRadius: 2 }} />
          <Typography variant="caption" component="p" sx={{ textAlign: 'center', lineHeight: 1.4, fontWeight: 600 }}>
            {item.progress}%
          </Typography>
        </Box>
      ) : null}
      {item.status === 'picked' ? (
        <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.2, color: 'text.secondary' }}>
          Nueva
        </Typography>
      ) : null}
      {onMove && total > 1 && item.status !== 'uploading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <IconButton aria-label={`Mover ${name} a la izquierda`} size="small" disabled={index === 0} onClick={() => onMove(index - 1)} sx={tinyButton}>
            <ChevronLeftIcon sx={{ fontSize: 16 }} />
          </IconButton>
          <IconButton aria-label={`Mover ${name} a la derecha`} size="small" disabled={index === total - 1} onClick={() => onMove(index + 1)} sx={tinyButton}>
            <ChevronRightIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
