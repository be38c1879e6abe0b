import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { BUSINESS_FEATURES, BUSINESS_FEATURE_LABELS, PLAN_LABELS } from '@eventos/domain';
import type { Plan } from '@eventos/domain';
import { visuallyHidden } from '../utils/visually-hidden';

/** What every provider gets, in both plans. */
const BASE_FEATURES = [
  'Perfil en el buscador de proveedores',
  'Logo, servicios y datos de contacto',
  'Reseñas de tus clientes',
];

const PLAN_COPY: Record<Plan, { tagline: string; cta: string }> = {
  basic: { tagline: 'Para empezar a aparecer en las búsquedas.', cta: 'Empieza con Básico' },
  business: { tagline: 'Para vender más con tu propia página y cotizaciones.', cta: 'Elige Business' },
};

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
              <Typography sx={{ color: 'text.secondary', mb: 3 }}>{PLAN_COPY[plan].tagline}</Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 1.25, flex: 1 }}
              >
                {BASE_FEATURES.map((label) => (
                  <FeatureRow key={label} label={label} included />
                ))}
                {BUSINESS_FEATURES.map((feature) => (
                  <FeatureRow key={feature} label={BUSINESS_FEATURE_LABELS[feature]} included={business} />
                ))}
              </Box>
              <Button
                component={RouterLink}
                to="/proveedores/afiliacion"
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
