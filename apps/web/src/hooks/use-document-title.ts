import { useEffect } from 'react';

export const APP_NAME = 'Eventos Perú';

/** Sets `document.title` to "<title> | Eventos Perú" (or just the brand when no title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${APP_NAME}`
      : `${APP_NAME}: proveedores para tu evento en todo el Perú`;
  }, [title]);
}
