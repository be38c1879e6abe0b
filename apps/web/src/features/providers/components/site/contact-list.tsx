import type { ComponentType, ReactNode } from 'react';
import { IconButton } from '../../../../components/ui/lean-buttons';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { formatPhoneDisplay } from '@eventos/domain';
import type { Provider, SocialLinksOut } from '../../types';
import {
  contactName,
  displayUrl,
  externalUrl,
  peruPhoneDigits,
  providerPlace,
  whatsappLink,
} from '../../utils/provider-format';
import { siteIcon } from './site-icons';
import type { SiteIconName } from './site-icons';

// The contact rows and links are plain elements with MUI's classes, styled by the site's stylesheet
// (site-styles.ts, docs/decisions/360).
function row(key: string, icon: SiteIconName, children: ReactNode) {
  return (
    <li key={key} className="site-contact-row">
      {siteIcon(icon, { small: true })}
      <div className="site-contact-text">{children}</div>
    </li>
  );
}

/** MUI `Link`'s classes (underline on hover, inherited typography), for a plain `<a>`. */
const LINK_CLASS = 'MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineHover site-link';

/** The networks: MUI's icon for the editor's fields, the same drawing as a site icon for the site's links. */
export const SOCIAL_NETWORKS: Array<{ key: keyof SocialLinksOut; label: string; icon: ComponentType<SvgIconProps>; siteIcon: SiteIconName }> = [
  { key: 'facebook', label: 'Facebook', icon: FacebookIcon, siteIcon: 'Facebook' },
  { key: 'instagram', label: 'Instagram', icon: InstagramIcon, siteIcon: 'Instagram' },
  { key: 'twitter', label: 'X (Twitter)', icon: XIcon, siteIcon: 'X' },
  { key: 'linkedin', label: 'LinkedIn', icon: LinkedInIcon, siteIcon: 'LinkedIn' },
];

/** Icon links to the provider's social networks. */
export function SocialLinks({ links, companyName }: { links: SocialLinksOut | undefined; companyName: string }) {
  const present = SOCIAL_NETWORKS.filter((n) => links?.[n.key]);
  if (!present.length) return null;
  return (
    <ul className="site-social" aria-label="Redes sociales">
      {present.map(({ key, label, siteIcon: icon }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={externalUrl(String(links?.[key]))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${companyName} en ${label}`}
            sx={{ border: 1, borderColor: 'divider', color: 'text.primary' }}
          >
            {siteIcon(icon, { small: true })}
          </IconButton>
        </li>
      ))}
    </ul>
  );
}

/** Contact block (SPEC §2): person, phone (tel:), WhatsApp, e-mail (mailto:), website, address. */
export function ContactList({ provider, siteUrl }: { provider: Provider; siteUrl: string }) {
  const name = contactName(provider);
  const whatsapp = whatsappLink(provider, siteUrl);
  const place = providerPlace(provider);
  const address = [provider.address_line1, provider.address_line2].filter(Boolean).join(', ');
  return (
    <div>
      <ul className="site-contact-list">
        {name ? row('name', 'PersonOutlineOutlined', <p className="site-body1">{name}</p>) : null}
        {provider.cellphone
          ? row(
              'phone',
              'Phone',
              <a className={`${LINK_CLASS} site-link-strong`} href={`tel:+${peruPhoneDigits(provider.cellphone)}`}>
                {formatPhoneDisplay(provider.cellphone)}
              </a>,
            )
          : null}
        {provider.ruc
          ? row(
              'ruc',
              'BadgeOutlined',
              <p className="site-body1">
                RUC {provider.ruc}
                {provider.legal_name ? ` · ${provider.legal_name}` : ''}
              </p>,
            )
          : null}
        {whatsapp
          ? row(
              'whatsapp',
              'WhatsApp',
              <a className={LINK_CLASS} href={whatsapp} target="_blank" rel="noopener noreferrer">
                Escribir por WhatsApp
              </a>,
            )
          : null}
        {provider.email
          ? row(
              'email',
              'EmailOutlined',
              <a className={LINK_CLASS} href={`mailto:${provider.email}`}>
                {provider.email}
              </a>,
            )
          : null}
        {provider.website
          ? row(
              'website',
              'Language',
              <a className={LINK_CLASS} href={externalUrl(provider.website)} target="_blank" rel="noopener noreferrer">
                {displayUrl(provider.website)}
              </a>,
            )
          : null}
        {address || place
          ? row(
              'place',
              'PlaceOutlined',
              <p className="site-body1">
                {address}
                {address && place ? <br /> : null}
                {place ? <span className="site-muted">{place}</span> : null}
              </p>,
            )
          : null}
      </ul>
      {provider.social_links && Object.values(provider.social_links).some(Boolean) ? (
        <div className="site-social-wrap">
          <SocialLinks links={provider.social_links} companyName={provider.company_name} />
        </div>
      ) : null}
    </div>
  );
}
