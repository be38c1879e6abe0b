import { useCallback, useState } from 'react';
import type { DragEvent } from 'react';

const MIME = 'application/x-eventos-reorder';

export interface DragHandlers {
  draggable: true;
  onDragStart: (event: DragEvent) => void;
  onDragEnter: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/**
 * HTML5 drag and drop between the tiles of one list. `onMove(from, to)` runs on drop; while a
 * tile is dragged, `dragIndex` and `overIndex` let the tiles show where it would land.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, enabled = true) {
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);

  const end = useCallback(() => {
    setDragIndex(null);
    setOverIndex(null);
  }, []);

  const handlers = useCallback(
    (index: number): DragHandlers | Record<string, never> => {
      if (!enabled) return {};
      return {
        draggable: true,
        onDragStart: (event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(MIME, String(index));
          // Firefox needs text data to start a drag.
          event.dataTransfer.setData('text/plain', String(index));
          setDragIndex(index);
        },
        onDragEnter: (event) => {
          if (dragIndex === null) return;
          event.preventDefault();
          setOverIndex(index);
        },
        onDragOver: (event) => {
          if (dragIndex === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        },
        onDrop: (event) => {
          event.preventDefault();
          const from = Number(event.dataTransfer.getData(MIME) || dragIndex);
          if (Number.isInteger(from) && from !== index) onMove(from, index);
          end();
        },
        onDragEnd: end,
      };
    },
    [dragIndex, enabled, end, onMove],
  );

  return { dragIndex, overIndex, handlers };
}
