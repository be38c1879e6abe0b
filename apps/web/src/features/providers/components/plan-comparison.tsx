import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Skeleton from '@mui/material/Skeleton';
import {
  BASIC_PLAN_FEATURES,
  BUSINESS_FEATURES,
  BUSINESS_FEATURE_LABELS,
  PLAN_LABELS,
  INCLUDES_IGV,
  businessOfferLabel,
  businessPriceLabel,
} from '@eventos/domain';
import type { Plan } from '@eventos/domain';
import { usePlanPricing } from '../api/plans-api';
import { visuallyHidden } from '../utils/visually-hidden';

const PLAN_COPY: Record<Plan, { tagline: string; cta: string; to: string }> = {
  basic: {
    tagline: 'Tu página y tus datos en el buscador, sin costo.',
    cta: 'Empieza con Básico',
    to: '/proveedores/afiliacion',
  },
  // After the affiliation (or at once for a provider) the site opens the upgrade with its terms.
  business: {
    tagline: 'Para vender más: portadas, galería, testimonios, cotizaciones y avisos de eventos.',
    cta: 'Elige Business',
    to: '/proveedores/afiliacion?plan=business',
  },
};

/** «Gratis» / «S/ 49.00 al mes» and the offer, from GET plans. */
function PlanPrice({ plan }: { plan: Plan }) {
  const { data: pricing, isPending } = usePlanPricing();
  if (plan === 'basic') return <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, mb: 1 }}>Gratis</Typography>;
  if (isPending) return <Skeleton width={160} height={40} aria-label="Cargando precio" />;
  if (!pricing) return null;
  const offer = businessOfferLabel(pricing);
  return (
    <Box sx={{ mb: 1 }}>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
        {businessPriceLabel(pricing)}
        {pricing.business_price_cents > 0 ? (
          <Box component="span" sx={{ fontSize: '0.9rem', fontWeight: 500, color: 'text.secondary', ml: 1 }}>
            {INCLUDES_IGV}
          </Box>
        ) : null}
      </Typography>
      {offer ? <Chip label={offer} color="secondary" size="small" sx={{ mt: 0.5, fontWeight: 700 }} /> : null}
    </Box>
  );
}

function FeatureRow({ label, included }: { label: string; included: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'center',
        color: included ? 'text.primary' : 'text.secondary',
      }}
    >
      {included ? (
        <CheckIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden="true" />
      ) : (
        <RemoveIcon fontSize="small" aria-hidden="true" />
      )}
      <span>
        {label}
        {included ? null : (
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (no incluido)
          </Box>
        )}
      </span>
    </Box>
  );
}


/** The two plans side by side (SPEC §1: business options website, cover photos, quotations…). */
export function PlanComparison() {
  const plans: Plan[] = ['basic', 'business'];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'stretch',
      }}
    >
      {plans.map((plan) => {
        const business = plan === 'business';
        return (
          <Card
            key={plan}
            component="section"
            aria-labelledby={`plan-${plan}`}
            sx={{
              position: 'relative',
              borderWidth: business ? 2 : 1,
              borderColor: business ? 'primary.main' : undefined,
            }}
          >
            <CardContent
              sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', height: '100%' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography id={`plan-${plan}`} variant="h4" component="h3">
                  {PLAN_LABELS[plan]}
                </Typography>
                {business ? <Chip label="Recomendado" color="primary" size="small" /> : null}
              </Box>
              <PlanPrice plan={plan} />
              <Typography sx={{ color: 'text.secondary', mb: 3 }}>{PLAN_COPY[plan].tagline}</Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 1.25, flex: 1 }}
              >
                {BASIC_PLAN_FEATURES.map((label) => (
                  <FeatureRow key={label} label={label} included />
                ))}
                {BUSINESS_FEATURES.map((feature) => (
                  <FeatureRow key={feature} label={BUSINESS_FEATURE_LABELS[feature]} included={business} />
                ))}
              </Box>
              <Button
                component={RouterLink}
                to={PLAN_COPY[plan].to}
                variant={business ? 'contained' : 'outlined'}
                size="large"
                fullWidth
              >
                {PLAN_COPY[plan].cta}
              </Button>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
