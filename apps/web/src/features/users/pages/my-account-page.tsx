import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { PageLayout } from '../../../components/layout/page-layout';
import { getUserDisplayName, useSession, useSignOut } from '../../../lib/session';

/** '/micuenta' (login required): profile, avatar, the user's provider site and sign-out. */
export default function MyAccountPage() {
  const { user, provider } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user) return null;
  const name = getUserDisplayName(user);

  const onSignOut = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <PageLayout
      title="Mi cuenta"
      subtitle="Tus datos personales y tu foto de perfil."
      actions={
        <Button variant="outlined" color="inherit" onClick={() => void onSignOut()}>
          Cerrar sesión
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card component="section" aria-labelledby="perfil-titulo">
          <CardContent sx={{ p: 3 }}>
            <Typography id="perfil-titulo" variant="h5" component="h2" sx={{ mb: 2 }}>
              Perfil
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar
                src={user.avatar ?? undefined}
                alt={name}
                sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}
              >
                {name.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                {user.email ? (
                  <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="negocio-titulo">
          <CardContent sx={{ p: 3 }}>
            <Typography id="negocio-titulo" variant="h5" component="h2" sx={{ mb: 2 }}>
              Mi negocio
            </Typography>
            {provider ? (
              <>
                <Typography sx={{ mb: 2 }}>
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
                  ¿Ofreces servicios para eventos? Afilia tu negocio y obtén tu propia página.
                </Typography>
                <Button component={RouterLink} to="/proveedores/afiliacion" variant="outlined">
                  Afilia tu negocio
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </Box>
    </PageLayout>
  );
}
