import { useEffect, useImperativeHandle, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import Avatar from '@mui/material/Avatar';
import { Box } from '../../../../components/ui/box';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { MIN_PHOTO_HEIGHT, MIN_PHOTO_WIDTH } from '@eventos/domain';
import { PhotoPickerView, usePhotoPicker } from '../../../media';
import type { SizeUrls } from '@eventos/domain';
import type { PhotoPickerApi, UploadedImage as CdnImage } from '../../../media';
import type { ImageSizes } from '../../types';

/** CDN folders of single images that belong to no album (the API's `logotipos` and `testimonials`). */
export type ImageFolder = 'logotipos' | 'testimonials';

/** The uploaded image as the provider screens use it. */
export interface UploadedImage {
  id: number;
  url: string;
  /** Storage key (e.g. what a testimonial's `photo` keeps). */
  path: string;
  sizes: ImageSizes | null;
  width: number | null;
  height: number | null;
}

/** What a form can do through `ref`. */
export interface ImageUploadFieldHandle {
  /** Uploads a photo still waiting (a failed one is tried again); false when it still fails. */
  uploadPending: () => Promise<boolean>;
}

export interface ImageUploadFieldProps {
  ref?: Ref<ImageUploadFieldHandle>;
  /** Current image (URL) shown as the preview. */
  currentUrl?: string | null;
  folder: ImageFolder;
  /** Told once the new image is on the CDN. */
  onUploaded: (image: UploadedImage) => void;
  /** Text of the pick button (and the file input's label), e.g. "Subir logo". */
  label: string;
  /** Field name shown above the button. */
  title?: ReactNode;
  /** Shows "(opcional)". */
  optional?: boolean;
  /** Text under the button. */
  hint?: string;
  /** Square preview size in px. */
  previewSize?: number;
  /** Letters shown while there is no image. */
  placeholder?: string;
  onBusyChange?: (busy: boolean) => void;
}

export const IMAGE_HINT = `Formato .png, .jpg o .jpeg, mínimo ${MIN_PHOTO_WIDTH} × ${MIN_PHOTO_HEIGHT} px.`;

/**
 * A storage key of the CDN's answer as a URL. The answer's `sizes` are storage keys
 * ('logotipos/ab-md.jpg'), not URLs: used as `src` they resolve against the page
 * ('/proveedores/logotipos/ab-md.jpg', a 404). `url` is the public base followed by `path`, so the
 * base is what precedes `path` in `url`.
 */
export function storageKeyUrl(upload: Pick<CdnImage, 'url' | 'path'>, key: string | null | undefined): string | null {
  if (!key) return null;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(key)) return key;
  const path = upload.path ?? '';
  if (!path || !upload.url.endsWith(path)) return null;
  return `${upload.url.slice(0, upload.url.length - path.length)}${key}`;
}

/** The storage keys of a size set as URLs; null when one of them has no URL. */
function keyUrls(upload: CdnImage, keys: SizeUrls): SizeUrls | null {
  const [thumbnail, md, hq] = [keys.thumbnail, keys.md, keys.hq].map((key) => storageKeyUrl(upload, key));
  return thumbnail && md && hq ? { thumbnail, md, hq } : null;
}

function sizeUrls(upload: CdnImage): ImageSizes | null {
  const jpeg = keyUrls(upload, upload.sizes);
  if (!jpeg) return null;
  const webp = upload.sizes.webp ? keyUrls(upload, upload.sizes.webp) : null;
  return { ...jpeg, ...(webp ? { webp } : {}), ...(upload.sizes.widths ? { widths: upload.sizes.widths } : {}) };
}

/** The CDN's answer (POST cdn/upload/media `data`) as an UploadedImage, its sizes as URLs. */
export function toUploadedImage(upload: CdnImage): UploadedImage {
  const sizes = sizeUrls(upload);
  return {
    id: upload.id,
    url: upload.url,
    path: upload.path ?? '',
    sizes,
    width: upload.width ?? null,
    height: upload.height ?? null,
  };
}

/**
 * One image (logo, testimonial photo) on the shared photo picker (SPEC §5: .png/.jpg/.jpeg, at
 * least 600 × 400, resized in the browser, errors as a 10-second toast, progress, retry), at most
 * one at a time, uploaded to a CDN folder as soon as it is picked. The result shows as the preview
 * and the picker is free again for "Cambiar …".
 */
export function ImageUploadField({
  ref,
  currentUrl,
  folder,
  onUploaded,
  label,
  title,
  optional,
  hint = IMAGE_HINT,
  previewSize = 112,
  placeholder,
  onBusyChange,
}: ImageUploadFieldProps) {
  const pickerRef = useRef<PhotoPickerApi | null>(null);
  const callbacks = useRef({ onUploaded, onBusyChange });
  const uploadedCount = useRef(0);
  const picker = usePhotoPicker({
    mediaPath: folder,
    max: 1,
    autoUpload: true,
    onUploaded: (item, _media, upload) => {
      uploadedCount.current += 1;
      // The new image is now the preview.
      pickerRef.current?.remove(item.key);
      callbacks.current.onUploaded(toUploadedImage(upload));
    },
  });
  useEffect(() => {
    pickerRef.current = picker;
    callbacks.current = { onUploaded, onBusyChange };
  });
  const { busy } = picker;
  useEffect(() => {
    callbacks.current.onBusyChange?.(busy);
  }, [busy]);

  useImperativeHandle(
    ref,
    () => ({
      uploadPending: async () => {
        const current = pickerRef.current;
        if (!current) return true;
        const pending = current.added.length;
        if (pending === 0) return true;
        const before = uploadedCount.current;
        await current.uploadAdded();
        return uploadedCount.current - before >= pending;
      },
    }),
    [],
  );

  return (
    <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Avatar
        variant="rounded"
        src={currentUrl ?? undefined}
        alt={currentUrl ? 'Vista previa' : undefined}
        sx={{
          width: previewSize,
          height: previewSize,
          borderRadius: '16px',
          bgcolor: 'grey.100',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          fontSize: previewSize / 3,
          fontWeight: 700,
          '& img': { objectFit: 'contain', bgcolor: '#fff' },
        }}
      >
        {placeholder ?? <AddPhotoAlternateOutlinedIcon fontSize="large" />}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <PhotoPickerView
          picker={picker}
          label={label}
          title={title}
          optional={optional}
          helperText={hint}
          emptyText={currentUrl ? '' : undefined}
          countText={null}
          reorderable={false}
        />
      </Box>
    </Box>
  );
}
