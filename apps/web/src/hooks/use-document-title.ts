import { formatMessage, PAGE_MESSAGES, SITE_NAME } from '@eventos/domain';
import { useEffect } from 'react';

export const APP_NAME = SITE_NAME;

/**
 * Sets `document.title` to "<title> | Eventos Perú" (or just the brand when no title). The page titles
 * alone, not the whole catalogue (`t`): this hook is in the home page's first scripts.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? formatMessage(PAGE_MESSAGES['pages.title.withSite'], { title })
      : `${APP_NAME}: proveedores para tu evento en todo el Perú`;
  }, [title]);
}
