import { SITE_NAME, t } from '@eventos/domain';
import { useEffect } from 'react';

export const APP_NAME = SITE_NAME;

/** Sets `document.title` to "<title> | Eventos Perú" (or just the brand when no title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? t('pages.title.withSite', { title })
      : `${APP_NAME}: proveedores para tu evento en todo el Perú`;
  }, [title]);
}
