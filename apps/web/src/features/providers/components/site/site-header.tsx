import type { ReactNode } from 'react';
import { Box } from '../../../../components/ui/box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { providerTakesQuotations } from '@eventos/domain';
import { LikeButton } from '../../../media';
import type { Provider } from '../../types';
import { isBusiness, providerPlace, toCategories, whatsappLink } from '../../utils/provider-format';
import { ServiceGroupIcon } from '../../../../components/ui/service-group-icon';
import { ProviderLogo } from './provider-logo';
import { QuoteButton } from './quote-button';
import { RatingSummary } from './rating-stars';
import { AskProviderButton, ResponseTimeBadge } from '../../../conversations';

export interface SiteHeaderProps {
  provider: Provider;
  siteUrl: string;
  /** Owner controls drawn over the logo (change logo). */
  logoAction?: ReactNode;
  /** Owner control next to the name (edit name and address). */
  nameAction?: ReactNode;
}

/** The card under the cover: logo, name, location, rating, categories and the calls to action. */
export function SiteHeader({ provider, siteUrl, logoAction, nameAction }: SiteHeaderProps) {
  const place = providerPlace(provider);
  const whatsapp = whatsappLink(provider, siteUrl);
  const categories = toCategories(provider.servicesTypes ?? []);
  // "Solicitar cotización" only for Business providers (quotations are a Business option).
  const quotes = providerTakesQuotations(provider);
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        mt: { xs: -5, md: -7 },
        p: { xs: 2.5, sm: 3.5 },
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
        alignItems: { md: 'center' },
        boxShadow: '0 12px 32px rgba(31, 26, 29, 0.08)',
      }}
    >
      <Box sx={{ position: 'relative', width: 'fit-content', mt: { xs: -7, md: 0 } }}>
        <ProviderLogo
          provider={provider}
          size={112}
          sx={{ border: '4px solid #fff', boxShadow: '0 4px 16px rgba(0,0,0,0.12)' }}
        />
        {logoAction}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {provider.company_name}
          </Typography>
          {isBusiness(provider) ? (
            <Chip
              icon={<VerifiedIcon />}
              label="Business"
              size="small"
              color="secondary"
              sx={{ fontWeight: 700 }}
            />
          ) : null}
          {nameAction}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2.5, rowGap: 0.75, mt: 1 }}>
          {place ? (
            <Typography sx={{ color: 'text.secondary', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
              {place}
            </Typography>
          ) : null}
          <RatingSummary
            score={provider.reviews_score ?? 0}
            count={provider.reviews_number ?? 0}
            size="small"
            href={(provider.reviews_number ?? 0) > 0 ? '#resenas' : undefined}
          />
          <LikeButton targetType="provider" targetId={provider.id} count={provider.likes_count ?? 0} variant="plain" size="small" />
          <ResponseTimeBadge minutes={provider.response_minutes} />
        </Box>
        {categories.length ? (
          <Box component="ul" aria-label="Categorías" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
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
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row', md: 'column' }, gap: 1.25, minWidth: { md: 220 } }}>
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
            startIcon={<WhatsAppIcon />}
            fullWidth
            sx={{ color: '#0B7A3B', borderColor: 'rgba(11,122,59,0.5)', '&:hover': { borderColor: '#0B7A3B', bgcolor: 'rgba(37,211,102,0.08)' } }}
          >
            WhatsApp
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
