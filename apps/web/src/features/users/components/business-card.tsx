import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { SessionProvider } from '../../../lib/session';

/** "Mi negocio": a link to the user's provider site, or the invitation to join as a provider. */
export function BusinessCard({ provider }: { provider: SessionProvider | null }) {
  return (
    <Card component="section" aria-labelledby="negocio-titulo">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="negocio-titulo" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          Mi negocio
        </Typography>
        {provider ? (
          <>
            <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              Administras <strong>{provider.company_name ?? provider.slug}</strong>.
            </Typography>
            <Button
              component={RouterLink}
              to={`/${provider.slug}`}
              variant="contained"
              startIcon={<StorefrontOutlinedIcon />}
            >
              Ver mi sitio web
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              ¿Ofreces servicios para eventos? Afilia tu negocio y obtén tu propia página web en Eventos Perú.
            </Typography>
            <Button
              component={RouterLink}
              to="/soy-un-proveedor"
              variant="outlined"
              startIcon={<AddBusinessOutlinedIcon />}
            >
              Soy un proveedor
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
