/**
 * State of the image compressor page: the chosen images, their original and compressed sizes,
 * the quality and size options (every image is compressed again when they change). Everything
 * happens in the browser; the results are blob URLs for the download links.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { compressImage, readImageSize } from './compress-image';
import type { ImageSize } from './compress-image';
import { QUALITY_DEFAULT, isCompressibleFile } from './compressor-math';
import type { MaxSide } from './compressor-math';

export interface CompressorResult extends ImageSize {
  blob: Blob;
  url: string;
}

export interface CompressorItem {
  id: string;
  file: File;
  before: ImageSize | null;
  result: CompressorResult | null;
  status: 'working' | 'done' | 'error';
  error: string | null;
}

let seed = 0;

export function useCompressor(onRejected: (message: string) => void) {
  const [items, setItems] = useState<CompressorItem[]>([]);
  const [quality, setQuality] = useState(QUALITY_DEFAULT);
  const [maxSide, setMaxSide] = useState<MaxSide>(0);
  const debouncedQuality = useDebouncedValue(quality, 300);
  const debouncedMaxSide = useDebouncedValue(maxSide, 300);
  const settings = useMemo(() => ({ quality: debouncedQuality, maxSide: debouncedMaxSide }), [debouncedQuality, debouncedMaxSide]);
  const itemsRef = useRef(items);
  const runs = useRef(new Map<string, number>());

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const patch = useCallback((id: string, change: Partial<CompressorItem>) => {
    setItems((list) =>
      list.map((item) => {
        if (item.id !== id) return item;
        if (change.result !== undefined && item.result && item.result !== change.result) URL.revokeObjectURL(item.result.url);
        return { ...item, ...change };
      }),
    );
  }, []);

  const run = useCallback(
    async (item: Pick<CompressorItem, 'id' | 'file'>, options: { quality: number; maxSide: number }) => {
      const ticket = (runs.current.get(item.id) ?? 0) + 1;
      runs.current.set(item.id, ticket);
      patch(item.id, { status: 'working', error: null });
      try {
        const compressed = await compressImage(item.file, options.quality, options.maxSide);
        if (runs.current.get(item.id) !== ticket) return;
        patch(item.id, { status: 'done', result: { ...compressed, url: URL.createObjectURL(compressed.blob) } });
      } catch {
        if (runs.current.get(item.id) !== ticket) return;
        patch(item.id, { status: 'error', error: 'No pudimos leer esta imagen. Prueba con otro archivo JPG, PNG o WebP.' });
      }
    },
    [patch],
  );

  const add = useCallback(
    async (files: FileList | readonly File[] | null) => {
      const list = Array.from(files ?? []);
      const accepted = list.filter(isCompressibleFile);
      if (accepted.length < list.length) onRejected('Solo se aceptan imágenes JPG, PNG o WebP');
      const added = accepted.map((file) => ({ id: `img-${(seed += 1)}`, file, before: null, result: null, status: 'working' as const, error: null }));
      setItems((current) => [...added, ...current]);
      for (const item of added) {
        readImageSize(item.file)
          .then((before) => patch(item.id, { before }))
          .catch(() => undefined);
        await run(item, settings);
      }
    },
    [onRejected, patch, run, settings],
  );

  // New quality or size: compress everything again.
  useEffect(() => {
    itemsRef.current.forEach((item) => void run(item, settings));
  }, [settings, run]);

  const remove = useCallback((id: string) => {
    runs.current.delete(id);
    setItems((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.result) URL.revokeObjectURL(gone.result.url);
      return list.filter((item) => item.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    itemsRef.current.forEach((item) => item.result && URL.revokeObjectURL(item.result.url));
    runs.current.clear();
    setItems([]);
  }, []);

  useEffect(() => () => itemsRef.current.forEach((item) => item.result && URL.revokeObjectURL(item.result.url)), []);

  return { items, quality, setQuality, maxSide, setMaxSide, add, remove, clear };
}
