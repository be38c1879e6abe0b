import { useEffect, useRef } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { Box } from '../../../components/ui/box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_WIDTHS } from '@eventos/domain';

export interface Slide {
  key: string | number;
  src: string;
  /** JPEG srcset; `webpSrcSet` adds a WebP <source>. */
  srcSet?: string;
  webpSrcSet?: string;
  alt: string;
  caption?: string;
}

export interface SlideshowDialogProps {
  open: boolean;
  slides: readonly Slide[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Accessible name of the dialog. Default "Fotos". */
  label?: string;
  /** Extra actions in the top bar (e.g. a like button). */
  actions?: (slide: Slide) => ReactNode;
  /** Shown under the photo and its caption (e.g. whose photo it is, with a link to the site). */
  footer?: (slide: Slide) => ReactNode;
}

const SWIPE_PX = 40;

/** Slide-show dialog (SPEC §2: max width 800) with arrows, ← → keys, swipe and a counter. */
export function SlideshowDialog({ open, slides, index, onIndexChange, onClose, label = 'Fotos', actions, footer }: SlideshowDialogProps) {
  const total = slides.length;
  const current = slides[Math.min(Math.max(index, 0), Math.max(total - 1, 0))];
  const startX = useRef<number | null>(null);
  const go = (delta: number) => total > 0 && onIndexChange((index + delta + total) % total);

  // Preload the neighbours so the arrows feel instant.
  useEffect(() => {
    if (!open || total < 2) return;
    for (const delta of [1, -1]) {
      const slide = slides[(index + delta + total) % total];
      if (slide) new Image().src = slide.src;
    }
  }, [open, index, slides, total]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) > SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog
      open={open && Boolean(current)}
      onClose={onClose}
      maxWidth={false}
      fullWidth
      onKeyDown={onKeyDown}
      // The name goes on the paper (role="dialog"), not on the modal root.
      slotProps={{ paper: { 'aria-label': label, sx: { maxWidth: DIALOG_WIDTHS.sliderMax, width: 'calc(100% - 32px)', m: 2, bgcolor: '#111', color: '#fff', overflow: 'hidden' } } }}
    >
      {current ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
            <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600, flex: 1 }}>
              {total > 1 ? `${index + 1} / ${total}` : ''}
            </Typography>
            {actions?.(current)}
            <IconButton aria-label="Cerrar" onClick={onClose} sx={{ color: 'inherit' }}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            sx={{ position: 'relative', display: 'grid', placeItems: 'center', bgcolor: '#000', minHeight: 240, touchAction: 'pan-y' }}
          >
            <Box component="picture" sx={{ display: 'contents' }}>
              {current.webpSrcSet ? <source type="image/webp" srcSet={current.webpSrcSet} sizes="800px" /> : null}
              <Box
                component="img"
                key={current.key}
                src={current.src}
                srcSet={current.srcSet}
                sizes={current.srcSet ? '800px' : undefined}
                alt={current.alt}
                draggable={false}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 'min(70vh, 640px)', objectFit: 'contain', userSelect: 'none' }}
              />
            </Box>
            {total > 1 ? (
              <>
                <ArrowButton side="left" label="Foto anterior" onClick={() => go(-1)}>
                  <ChevronLeftIcon />
                </ArrowButton>
                <ArrowButton side="right" label="Foto siguiente" onClick={() => go(1)}>
                  <ChevronRightIcon />
                </ArrowButton>
              </>
            ) : null}
          </Box>
          {current.caption ? (
            <Typography variant="body2" sx={{ px: 2, py: 1.5, color: 'rgba(255,255,255,0.85)' }}>
              {current.caption}
            </Typography>
          ) : null}
          {footer?.(current)}
        </>
      ) : null}
    </Dialog>
  );
}

function ArrowButton({ side, label, onClick, children }: { side: 'left' | 'right'; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      onPointerDown={(event) => event.stopPropagation()}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 8,
        transform: 'translateY(-50%)',
        bgcolor: 'rgba(0,0,0,0.55)',
        color: '#fff',
        '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
      }}
    >
      {children}
    </IconButton>
  );
}
