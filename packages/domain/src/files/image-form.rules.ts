/**
 * Images in forms (SPEC §5): logo, cover, avatar and testimonial photo. Accepted types jpg, svg,
 * jpeg, png, bmp, gif; minimum dimensions per field with "Su {field} no puede ser menor de {w} x {h} pixeles".
 */
import { t } from '../messages/format-message';

export const IMAGE_FORM_TYPES = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif'] as const;
export const IMAGE_FORM_MIME_TYPES = [
  'image/jpeg',
  'image/svg+xml',
  'image/png',
  'image/bmp',
  'image/x-ms-bmp',
  'image/gif',
] as const;
export const IMAGE_FORM_ACCEPT = IMAGE_FORM_TYPES.map((ext) => `.${ext}`).join(',');

/** Minimum size of each form image, with the field name used in the message. */
export const IMAGE_FORM_MIN_DIMENSIONS = {
  logo: { field: 'logo', width: 200, height: 200 },
  cover: { field: 'foto de portada', width: 1200, height: 400 },
  avatar: { field: 'foto de perfil', width: 120, height: 120 },
  testimonial: { field: 'foto', width: 120, height: 120 },
} as const;
export type ImageFormField = keyof typeof IMAGE_FORM_MIN_DIMENSIONS;

/** True for jpg, svg, jpeg, png, bmp or gif (by extension; the MIME type, when given, must agree). */
export function isAcceptedImageFormFile(name: string, type = ''): boolean {
  const lower = name.trim().toLowerCase();
  const dot = lower.lastIndexOf('.');
  const ext = dot > 0 ? lower.slice(dot + 1) : '';
  const mime = type.trim().toLowerCase();
  return (
    (IMAGE_FORM_TYPES as readonly string[]).includes(ext) &&
    (mime === '' || (IMAGE_FORM_MIME_TYPES as readonly string[]).includes(mime))
  );
}

/** Message for a non-accepted form image type. */
export function validateImageFormType(name: string, type = ''): string | null {
  return isAcceptedImageFormFile(name, type) ? null : t('images.type.invalid');
}

/**
 * Message when an image is smaller than the field's minimum (either side), or null. SVG images
 * scale freely: pass their intrinsic size or skip this check.
 */
export function validateImageDimensions(field: ImageFormField, width: number, height: number): string | null {
  const min = IMAGE_FORM_MIN_DIMENSIONS[field];
  return width < min.width || height < min.height
    ? t('images.dimensions.min', { field: min.field, w: min.width, h: min.height })
    : null;
}
