import { useEffect } from 'react';
import { data, Link as RouterLink, useMatches, useNavigate } from 'react-router';
import { serverLoader } from '../ssr-loader';
import { Box } from '../../components/ui/box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { KeywordSearchBox } from '../../features/catalogue';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Server render: HTTP 404 (the route error boundary shows this page). */
export const loader = serverLoader(() => {
  throw data(null, { status: 404 });
});

/** '/404': friendly Spanish page with a way home and a search box. */
export default function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  // SPEC §2: any other path goes to /404. The server already answered it with HTTP 404 and this
  // page; once in the browser the address becomes /404.
  const unknownPath = useMatches().some((match) => match.id === 'unknown');
  const navigate = useNavigate();
  useEffect(() => {
    if (unknownPath) void navigate('/404', { replace: true });
  }, [unknownPath, navigate]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, px: { xs: 2, sm: 3 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '5.5rem', sm: '7rem' },
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          background: 'linear-gradient(135deg, #B0174B, #E3A82B)',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
          mb: 2,
        }}
      >
        404
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 1.5 }}>
        No encontramos esta página
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Es posible que el enlace esté mal escrito o que la página ya no exista. Busca lo que necesitas para tu
        evento o vuelve al inicio.
      </Typography>
      <Box sx={{ mb: 3, textAlign: 'left' }}>
        <KeywordSearchBox />
      </Box>
      <Button component={RouterLink} to="/" variant="outlined" size="large">
        Volver al inicio
      </Button>
    </Container>
  );
}
