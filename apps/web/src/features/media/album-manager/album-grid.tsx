import { useState } from 'react';
import { Box } from '../../../components/ui/box';
import type { MediaItem } from '../media-types';
import { movedAnnouncement, moveItem } from '../reorder/move-item';
import { useDragReorder } from '../reorder/use-drag-reorder';
import { AlbumItemCard } from './album-item-card';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

export interface AlbumGridProps {
  items: readonly MediaItem[];
  /** New order of every item (ids). */
  onReorder: (ids: number[]) => void;
  onToggle: (item: MediaItem, flag: 'featured' | 'top') => void;
  onEdit: (item: MediaItem) => void;
  onTrash: (item: MediaItem) => void;
}

/** The album's items in order; drag a card (or use its arrows) to reorder. */
export function AlbumGrid({ items, onReorder, onToggle, onEdit, onTrash }: AlbumGridProps) {
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(moveItem(items, from, to).map((item) => item.id));
    setAnnouncement(movedAnnouncement(items[from]?.media_type === 'video' ? 'video' : 'photo', to + 1, items.length));
  };
  const reorder = useDragReorder(move, items.length > 1);
  return (
    <>
      <Box
        role="list"
        aria-label="Fotos y videos del álbum"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 100%), 1fr))' }}
      >
        {items.map((item, index) => (
          <AlbumItemCard
            key={item.id}
            item={item}
            index={index}
            total={items.length}
            onMove={(to) => move(index, to)}
            onToggle={(flag) => onToggle(item, flag)}
            onEdit={() => onEdit(item)}
            onTrash={() => onTrash(item)}
            drag={reorder.handlers(index)}
            dragging={reorder.dragIndex === index}
            dropTarget={reorder.overIndex === index && reorder.dragIndex !== index}
          />
        ))}
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
