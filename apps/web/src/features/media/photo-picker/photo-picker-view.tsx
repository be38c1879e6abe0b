import { useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { GALLERY_GAP_PX, ITEM_THUMBNAIL, MESSAGES, MIN_PHOTO_HEIGHT, MIN_PHOTO_WIDTH, PHOTO_ACCEPT } from '@eventos/domain';
import { SlideshowDialog } from '../slideshow/slideshow-dialog';
import { movedAnnouncement } from '../reorder/move-item';
import { useDragReorder } from '../reorder/use-drag-reorder';
import { FailedUploads } from './failed-uploads';
import { itemPreviewUrl } from './picker-state';
import { PhotoThumb } from './photo-thumb';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { PhotoPickerApi } from './use-photo-picker';

export interface PhotoPickerViewProps {
  picker: PhotoPickerApi;
  /** Text of the pick button. Default "seleccionar fotos". */
  label?: string;
  /** Field name shown above (e.g. "Fotos de portada"). */
  title?: ReactNode;
  /** Shows "(opcional)". */
  optional?: boolean;
  /** Thumbnail side in px. Default 50. */
  thumbnailSize?: number;
  /** Thumbnail corner radius in px. Default 6. */
  radius?: number;
  /** Clicking a thumbnail opens the slide-show dialog. */
  slideshow?: boolean;
  /** Shown when there are no photos. Default "Ninguna". */
  emptyText?: string;
  helperText?: ReactNode;
  /** Drag (and keyboard buttons) to reorder. Default true. */
  reorderable?: boolean;
  /** The count shown beside the button. Default "{count} / {max}"; null hides it. */
  countText?: ReactNode;
}

/** The photo picker's UI for a `usePhotoPicker()` state (SPEC §2 "Photo picker"). */
export function PhotoPickerView({
  picker,
  label = MESSAGES['ui.photos.pick'],
  title,
  optional = false,
  thumbnailSize = ITEM_THUMBNAIL.size,
  radius = ITEM_THUMBNAIL.radius,
  slideshow = false,
  emptyText = 'Ninguna',
  helperText = `PNG o JPG, mínimo ${MIN_PHOTO_WIDTH} × ${MIN_PHOTO_HEIGHT} px`,
  reorderable = true,
  countText,
}: PhotoPickerViewProps) {
  const input = useRef<HTMLInputElement>(null);
  const [slide, setSlide] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [fileOver, setFileOver] = useState(false);
  const { items } = picker;
  const move = (from: number, to: number) => {
    picker.move(from, to);
    setAnnouncement(movedAnnouncement('photo', to + 1, items.length));
  };
  const reorder = useDragReorder(move, reorderable && items.length > 1);

  const onFiles = async (files: FileList | null) => {
    try {
      await picker.pick(files);
    } finally {
      // SPEC §8: the file input is cleared (the same file can be chosen again).
      if (input.current) input.current.value = '';
    }
  };
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const slides = items.map((item, i) => ({ key: item.key, src: itemPreviewUrl(item, 'hq') ?? '', alt: item.filename || `Foto ${i + 1}` }));

  return (
    <Box
      onDragOver={(event) => {
        if (!hasFiles(event) || !picker.canPick) return;
        event.preventDefault();
        setFileOver(true);
      }}
      onDragLeave={() => setFileOver(false)}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setFileOver(false);
        if (picker.canPick) void onFiles(event.dataTransfer.files);
      }}
      sx={{ display: 'grid', gap: 1, p: fileOver ? 1 : 0, borderRadius: 2, outline: fileOver ? '2px dashed' : 'none', outlineColor: 'primary.main' }}
    >
      {title ? (
        <Typography component="div" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={!picker.canPick}
          loading={picker.preparing}
          loadingPosition="start"
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        {optional ? <Typography sx={{ color: 'text.secondary' }}>(opcional)</Typography> : null}
        {countText === null ? null : (
          <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
            {countText ?? `${items.length} / ${picker.max}`}
          </Typography>
        )}
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple={picker.max > 1}
          hidden
          aria-label={label}
          data-testid="photo-picker-input"
          onChange={(event) => void onFiles(event.target.files)}
        />
      </Box>
      {helperText ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {helperText}
        </Typography>
      ) : null}
      {items.length === 0 ? (
        emptyText ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {emptyText}
          </Typography>
        ) : null
      ) : (
        <Box role="list" aria-label="Fotos seleccionadas" sx={{ display: 'flex', flexWrap: 'wrap', gap: `${GALLERY_GAP_PX}px`, pt: 1, pr: 1 }}>
          {items.map((item, index) => (
            <PhotoThumb
              key={item.key}
              item={item}
              index={index}
              total={items.length}
              size={thumbnailSize}
              radius={radius}
              onOpen={slideshow ? () => setSlide(index) : undefined}
              onRemove={() => picker.remove(item.key)}
              onMove={reorderable ? (to) => move(index, to) : undefined}
              drag={item.status === 'uploading' ? undefined : reorder.handlers(index)}
              dragging={reorder.dragIndex === index}
              dropTarget={reorder.overIndex === index && reorder.dragIndex !== index}
            />
          ))}
        </Box>
      )}
      <FailedUploads items={items} onRetry={(key) => void picker.retry(key)} onRemove={picker.remove} />
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {slideshow ? (
        <SlideshowDialog open={slide !== null} slides={slides} index={slide ?? 0} onIndexChange={setSlide} onClose={() => setSlide(null)} />
      ) : null}
    </Box>
  );
}
