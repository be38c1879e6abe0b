import { isRouteErrorResponse, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { MESSAGES } from '@eventos/domain';
import { EmptyState } from '../components/ui/empty-state';
import { useDocumentTitle } from '../hooks/use-document-title';

/** Errors thrown when a route's code can't be downloaded (new deploy, offline, timeout). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Tiempo de espera agotado al cargar/i.test(
    message,
  );
}

/** What a route shows when it fails (SPEC §8: Spanish, a way forward). */
export function RouteErrorView({ error }: { error: unknown }) {
  useDocumentTitle('Ocurrió un problema');
  if (import.meta.env.DEV) console.error(error);

  let title = 'Algo salió mal';
  let description: string = MESSAGES['common.error.default'];
  if (isRouteErrorResponse(error) && error.status === 404) {
    title = 'No encontramos esta página';
    description = 'Es posible que el enlace esté roto o que la página haya sido eliminada.';
  } else if (isChunkLoadError(error)) {
    title = 'No pudimos cargar esta sección';
    description = 'Revisa tu conexión a internet o recarga la página para obtener la versión más reciente.';
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <EmptyState
        icon={ErrorOutlineOutlinedIcon}
        title={title}
        headingComponent="h1"
        description={description}
        actions={
          <>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Recargar la página
            </Button>
            <Button component={RouterLink} to="/" variant="outlined" reloadDocument>
              Ir al inicio
            </Button>
          </>
        }
      />
    </Container>
  );
}
