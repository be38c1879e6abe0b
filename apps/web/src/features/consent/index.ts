/** Analytics consent banner and its footer link (Ley N.º 29733); the store and trackEvent are in lib/consent. */
export { ConsentBanner, ConsentSettingsLink } from './consent-banner';
