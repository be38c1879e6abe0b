import { startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { Box } from './box';
import { MASONRY } from '@eventos/domain';

export interface MasonryProps<T> {
  items: ReadonlyArray<T>;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** width / height of an item (e.g. media.aspect_ratio) to balance the columns; square when unknown. */
  getAspectRatio?: (item: T) => number | null | undefined;
  /** Target column width in px. Default MASONRY.columnWidth (300). */
  columnWidth?: number;
  /** Gap between items in px. Default MASONRY.padding (12). */
  gap?: number;
  /** Accessible label of the list. */
  ariaLabel?: string;
}

export function getColumnCount(containerWidth: number, columnWidth: number, gap: number): number {
  if (containerWidth <= 0) return 1;
  return Math.max(1, Math.floor((containerWidth + gap) / (columnWidth + gap)));
}

/** Places each item in the currently shortest column, keeping reading order left to right. */
export function distributeItems<T>(
  items: ReadonlyArray<T>,
  columns: number,
  getAspectRatio?: (item: T) => number | null | undefined,
): Array<Array<{ item: T; index: number }>> {
  const result = Array.from({ length: columns }, () => [] as Array<{ item: T; index: number }>);
  const heights = new Array<number>(columns).fill(0);
  items.forEach((item, index) => {
    const ratio = getAspectRatio?.(item);
    const height = ratio && ratio > 0 ? 1 / ratio : 1;
    let target = 0;
    for (let c = 1; c < columns; c += 1) if ((heights[c] ?? 0) < (heights[target] ?? 0) - 1e-6) target = c;
    result[target]?.push({ item, index });
    heights[target] = (heights[target] ?? 0) + height;
  });
  return result;
}

/** Masonry layout (SPEC §2): columns of ~300 px with 12 px padding, balanced by aspect ratio. */
export function Masonry<T>({
  items,
  renderItem,
  getKey,
  getAspectRatio,
  columnWidth = MASONRY.columnWidth,
  gap = MASONRY.padding,
  ariaLabel,
}: MasonryProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  // The column count, not the width: a resize (or the first measure after a server render) that
  // keeps the count re-renders nothing. A change is a transition, so re-laying out a large gallery
  // after hydration is done in small tasks instead of one long task.
  const [columnCount, setColumnCount] = useState(1);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number) => {
      const count = getColumnCount(width, columnWidth, gap);
      startTransition(() => setColumnCount(count));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [columnWidth, gap]);

  const columns = useMemo(
    () => distributeItems(items, columnCount, getAspectRatio),
    [items, columnCount, getAspectRatio],
  );

  return (
    <Box
      ref={ref}
      role="list"
      aria-label={ariaLabel}
      sx={{ display: 'flex', gap: `${gap}px`, alignItems: 'flex-start' }}
    >
      {columns.map((column, c) => (
        <Box
          key={c}
          sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', flexDirection: 'column', gap: `${gap}px` }}
        >
          {column.map(({ item, index }) => (
            <Box role="listitem" key={getKey(item, index)}>
              {renderItem(item, index)}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
