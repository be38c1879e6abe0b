/** '/afiliacion': external entry (links from ads and e-mails) into the same affiliation flow. */
export { default } from './affiliation-page';
