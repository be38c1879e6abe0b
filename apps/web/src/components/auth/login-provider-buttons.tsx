import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Box } from '../ui/box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { loginButtonLabel, loginStartUrl, useLoginProviders } from './login-providers';
import type { LoginProvider } from './login-providers';

const BUTTON_SX: Record<string, SxProps<Theme>> = {
  google: {
    bgcolor: '#fff',
    color: '#1F1F1F',
    borderColor: '#747775',
    '&:hover': { bgcolor: '#F8F9FA', borderColor: '#5F6368' },
    '& .MuiButton-startIcon svg': { color: '#4285F4' },
  },
  facebook: {
    bgcolor: '#1877F2',
    color: '#fff',
    borderColor: '#1877F2',
    '&:hover': { bgcolor: '#166FE5', borderColor: '#166FE5' },
  },
  dev: { borderStyle: 'dashed' },
};

const ICONS: Record<string, ReactNode> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
};

export interface LoginProviderButtonsProps {
  /** Called before the browser leaves for the provider (e.g. to close the modal). */
  onNavigate?: () => void;
}

/**
 * One button per enabled provider ("Continuar con Google", …). Each is a plain link to
 * `/login/{provider}`: a full page load, so the API can start the OAuth flow (302).
 */
export function LoginProviderButtons({ onNavigate }: LoginProviderButtonsProps) {
  const { data: providers, isPending, isError, refetch } = useLoginProviders();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  // Back from the provider through the browser's cache: the buttons work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (isPending) {
    return (
      <Box role="status" aria-label="Cargando opciones de ingreso" sx={{ display: 'grid', gap: 1.5 }}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Reintentar
          </Button>
        }
      >
        No pudimos cargar las opciones de ingreso.
      </Alert>
    );
  }
  if (providers.length === 0) {
    return (
      <Alert severity="info">
        El ingreso con redes sociales todavía no está habilitado en este servidor. Puedes seguir buscando
        proveedores y viendo sus páginas sin una cuenta.
      </Alert>
    );
  }

  const go = (provider: LoginProvider) => {
    setLeavingFor(provider.id);
    onNavigate?.();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          href={loginStartUrl(provider.id)}
          onClick={() => go(provider)}
          variant={provider.id === 'facebook' ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={leavingFor !== null && leavingFor !== provider.id}
          aria-busy={leavingFor === provider.id}
          startIcon={
            leavingFor === provider.id ? (
              <CircularProgress size={20} color="inherit" aria-hidden="true" />
            ) : (
              (ICONS[provider.id] ?? <ScienceOutlinedIcon />)
            )
          }
          sx={{ minHeight: 48, justifyContent: 'center', ...BUTTON_SX[provider.id] }}
        >
          {loginButtonLabel(provider)}
        </Button>
      ))}
    </Box>
  );
}
