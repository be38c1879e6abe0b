import { useEffect } from 'react';
import { BRAND_NAME } from '../info-constants';

/**
 * Sets `document.title` to "<title> | Eventos Perú" while the page is shown.
 * The previous title is not restored on unmount: with the shell's fade transition the
 * outgoing page may unmount after the incoming one has already set its own title.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
}
