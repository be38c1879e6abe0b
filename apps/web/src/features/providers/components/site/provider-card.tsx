import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { useServiceTypes } from '../../../catalogue';
import type { Provider } from '../../types';
import { providerPlace } from '../../utils/provider-format';
import { visuallyHidden } from '../../utils/visually-hidden';
import { ResponsiveImage } from '../media/responsive-image';
import { ProviderLogo } from './provider-logo';

/** Compact card of another provider (similar providers). */
export function ProviderCard({ provider }: { provider: Provider }) {
  const { data: serviceTypes } = useServiceTypes();
  const services = useMemo(() => {
    const names = new Map((serviceTypes ?? []).map((s) => [s.id, s.type_name]));
    return (provider.service_type_ids ?? []).map((id) => names.get(id)).filter(Boolean).slice(0, 3).join(' • ');
  }, [serviceTypes, provider.service_type_ids]);
  const place = providerPlace(provider);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/${provider.slug}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: 'grey.100', overflow: 'hidden' }}>
          {provider.cover ? (
            <ResponsiveImage
              sizes={provider.cover.sizes}
              src={provider.cover.url}
              alt=""
              sizesAttr="(min-width: 900px) 240px, 50vw"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Box sx={{ width: '100%', height: '100%', background: 'linear-gradient(120deg, #7E0E35, #D6457A)' }} />
          )}
          <ProviderLogo provider={provider} size={48} sx={{ position: 'absolute', left: 12, bottom: -20, border: '3px solid #fff' }} />
        </Box>
        <Box sx={{ p: 2, pt: 3.5, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {provider.company_name}
          </Typography>
          {services ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {services}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
            {place ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }} noWrap>
                <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
                {place}
              </Typography>
            ) : <span />}
            {(provider.reviews_number ?? 0) > 0 ? (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', fontWeight: 700, flexShrink: 0 }}>
                <StarRoundedIcon sx={{ fontSize: 18, color: 'warning.main' }} aria-hidden="true" />
                {(provider.reviews_score ?? 0).toFixed(1)}
                <Box component="span" sx={visuallyHidden}>
                  {' '}de 5
                </Box>
              </Typography>
            ) : null}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
