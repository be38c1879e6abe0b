import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/lean-buttons';
import Chip from '@mui/material/Chip';
import { providerTakesQuotations } from '@eventos/domain';
import { LikeButton } from '../../../media';
import type { Provider } from '../../types';
import { isBusiness, providerPlace, toCategories, whatsappLink } from '../../utils/provider-format';
import { ServiceGroupIcon } from '../../../../components/ui/service-group-icon';
import { ProviderLogo } from './provider-logo';
import { QuoteButton } from './quote-button';
import { RatingSummary } from './rating-stars';
import { siteIcon } from './site-icons';
import { AskProviderButton, ResponseTimeBadge } from '../../../conversations';

export interface SiteHeaderProps {
  provider: Provider;
  siteUrl: string;
  /** Owner controls drawn over the logo (change logo). */
  logoAction?: ReactNode;
  /** Owner control next to the name (edit name and address). */
  nameAction?: ReactNode;
}

const LOGO_SX = { border: '4px solid #fff', boxShadow: '0 4px 16px rgba(0,0,0,0.12)' } as const;
const BUSINESS_SX = { fontWeight: 700 } as const;
const WHATSAPP_SX = { color: '#0B7A3B', borderColor: 'rgba(11,122,59,0.5)', '&:hover': { borderColor: '#0B7A3B', bgcolor: 'rgba(37,211,102,0.08)' } } as const;

/**
 * The card under the cover: logo, name, location, rating, categories and the calls to action. Its
 * `Paper`, `Box`es, `Typography`s and icons are plain elements styled by the site's stylesheet
 * (site-styles.ts, docs/decisions/360).
 */
export function SiteHeader({ provider, siteUrl, logoAction, nameAction }: SiteHeaderProps) {
  const place = providerPlace(provider);
  const whatsapp = whatsappLink(provider, siteUrl);
  const categories = toCategories(provider.servicesTypes ?? []);
  // "Solicitar cotización" only for Business providers (quotations are a Business option).
  const quotes = providerTakesQuotations(provider);
  return (
    <div className="MuiPaper-root MuiPaper-outlined MuiPaper-rounded site-header">
      <div className="site-header-logo">
        <ProviderLogo provider={provider} size={112} sx={LOGO_SX} />
        {logoAction}
      </div>
      <div className="site-header-main">
        <div className="site-header-name">
          <h1 className="MuiTypography-root MuiTypography-h3 site-header-title">{provider.company_name}</h1>
          {isBusiness(provider) ? (
            <Chip icon={siteIcon('Verified')} label="Business" size="small" color="secondary" sx={BUSINESS_SX} />
          ) : null}
          {nameAction}
        </div>
        <div className="site-header-facts">
          {place ? (
            <p className="MuiTypography-root MuiTypography-body1 site-body1 site-muted site-header-place">
              {siteIcon('PlaceOutlined', { small: true })}
              {place}
            </p>
          ) : null}
          <RatingSummary
            score={provider.reviews_score ?? 0}
            count={provider.reviews_number ?? 0}
            size="small"
            href={(provider.reviews_number ?? 0) > 0 ? '#resenas' : undefined}
          />
          <LikeButton targetType="provider" targetId={provider.id} count={provider.likes_count ?? 0} variant="plain" size="small" />
          <ResponseTimeBadge minutes={provider.response_minutes} />
        </div>
        {categories.length ? (
          <ul className="site-header-categories" aria-label="Categorías">
            {categories.map((category) => (
              <li key={category.group}>
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<ServiceGroupIcon group={category.group} fontSize="small" />}
                  label={category.group_name}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="site-header-actions">
        {quotes ? <QuoteButton provider={provider} fullWidth /> : null}
        <AskProviderButton provider={provider} fullWidth />
        {whatsapp ? (
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={siteIcon('WhatsApp')}
            fullWidth
            sx={WHATSAPP_SX}
          >
            WhatsApp
          </Button>
        ) : null}
      </div>
    </div>
  );
}
