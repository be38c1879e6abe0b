import type { ComponentType, ReactNode } from 'react';
import { Box } from '../../../../components/ui/box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
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

function Row({ icon: Icon, children }: { icon: ComponentType<SvgIconProps>; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 }}>
      <Icon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main', mt: '3px' }} />
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

export const SOCIAL_NETWORKS: Array<{ key: keyof SocialLinksOut; label: string; icon: ComponentType<SvgIconProps> }> = [
  { key: 'facebook', label: 'Facebook', icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', icon: InstagramIcon },
  { key: 'twitter', label: 'X (Twitter)', icon: XIcon },
  { key: 'linkedin', label: 'LinkedIn', icon: LinkedInIcon },
];

/** Icon links to the provider's social networks. */
export function SocialLinks({ links, companyName }: { links: SocialLinksOut | undefined; companyName: string }) {
  const present = SOCIAL_NETWORKS.filter((n) => links?.[n.key]);
  if (!present.length) return null;
  return (
    <Box component="ul" aria-label="Redes sociales" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1 }}>
      {present.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={externalUrl(String(links?.[key]))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${companyName} en ${label}`}
            sx={{ border: 1, borderColor: 'divider', color: 'text.primary' }}
          >
            <Icon fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Box>
  );
}

/** Contact block (SPEC §2): person, phone (tel:), WhatsApp, e-mail (mailto:), website, address. */
export function ContactList({ provider, siteUrl }: { provider: Provider; siteUrl: string }) {
  const name = contactName(provider);
  const whatsapp = whatsappLink(provider, siteUrl);
  const place = providerPlace(provider);
  const address = [provider.address_line1, provider.address_line2].filter(Boolean).join(', ');
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {name ? (
          <Row icon={PersonOutlineIcon}>
            <Box component="p" sx={{ m: 0, typography: 'body1' }}>{name}</Box>
          </Row>
        ) : null}
        {provider.cellphone ? (
          <Row icon={PhoneIcon}>
            <Link href={`tel:+${peruPhoneDigits(provider.cellphone)}`} sx={{ fontWeight: 600 }}>
              {formatPhoneDisplay(provider.cellphone)}
            </Link>
          </Row>
        ) : null}
        {provider.ruc ? (
          <Row icon={BadgeOutlinedIcon}>
            <Box component="p" sx={{ m: 0, typography: 'body1' }}>
              RUC {provider.ruc}
              {provider.legal_name ? ` · ${provider.legal_name}` : ''}
            </Box>
          </Row>
        ) : null}
        {whatsapp ? (
          <Row icon={WhatsAppIcon}>
            <Link href={whatsapp} target="_blank" rel="noopener noreferrer">
              Escribir por WhatsApp
            </Link>
          </Row>
        ) : null}
        {provider.email ? (
          <Row icon={EmailOutlinedIcon}>
            <Link href={`mailto:${provider.email}`}>{provider.email}</Link>
          </Row>
        ) : null}
        {provider.website ? (
          <Row icon={LanguageIcon}>
            <Link href={externalUrl(provider.website)} target="_blank" rel="noopener noreferrer">
              {displayUrl(provider.website)}
            </Link>
          </Row>
        ) : null}
        {address || place ? (
          <Row icon={PlaceOutlinedIcon}>
            <Box component="p" sx={{ m: 0, typography: 'body1' }}>
              {address}
              {address && place ? <br /> : null}
              {place ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {place}
                </Box>
              ) : null}
            </Box>
          </Row>
        ) : null}
      </Box>
      {provider.social_links && Object.values(provider.social_links).some(Boolean) ? (
        <Box sx={{ mt: 2 }}>
          <SocialLinks links={provider.social_links} companyName={provider.company_name} />
        </Box>
      ) : null}
    </Box>
  );
}
