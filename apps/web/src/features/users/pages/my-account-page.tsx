import { t } from '@eventos/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { PageLayout } from '../../../components/layout/page-layout';
import { CustomerAlbumsPanel } from '../../media';
import { useSession, useSignOut } from '../../../lib/session';
import { AvatarChoice } from '../components/avatar-choice';
import { AvatarUploader } from '../components/avatar-uploader';
import { BusinessCard } from '../components/business-card';
import { LikesPanel } from '../components/likes-panel';
import { MyAccountSkeleton } from '../components/my-account-skeleton';
import { ProfileForm } from '../components/profile-form';
import { AccountDataCard } from '../../legal';

/** '/micuenta' (login required): profile, avatar, the user's provider site, "Me gusta", albums and sign-out. */
export default function MyAccountPage() {
  const { user, provider, loading } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (loading || !user) return <MyAccountSkeleton />;

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <PageLayout
      title={t('pages.account.title')}
      subtitle="Tus datos personales y tu foto de perfil."
      actions={
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          loading={signingOut}
          onClick={() => void onSignOut()}
        >
          Cerrar sesión
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="foto-titulo">
          <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2.5 }}>
            <Typography id="foto-titulo" variant="h5" component="h2">
              Foto de perfil
            </Typography>
            <AvatarUploader user={user} />
            <Divider />
            <AvatarChoice user={user} />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card component="section" aria-labelledby="perfil-titulo">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="perfil-titulo" variant="h5" component="h2" sx={{ mb: 0.5 }}>
                Datos personales
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
                Los proveedores ven tu nombre cuando les pides una cotización.
              </Typography>
              <ProfileForm key={user.id} user={user} />
            </CardContent>
          </Card>
          <BusinessCard provider={provider} />
          <LikesPanel />
          <CustomerAlbumsPanel />
          <AccountDataCard />
        </Box>
      </Box>
    </PageLayout>
  );
}
