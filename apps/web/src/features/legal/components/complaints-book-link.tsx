import { Link as RouterLink } from 'react-router';
import { Box } from '../../../components/ui/box';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { APP_ROUTES } from '@eventos/domain';

/** Footer link to the virtual complaints book, with the book icon (shown on every page). */
export function ComplaintsBookLink() {
  return (
    <Box
      component={RouterLink}
      to={APP_ROUTES.complaintsBook}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: '#fff',
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      }}
    >
      <MenuBookIcon fontSize="small" aria-hidden="true" />
      Libro de Reclamaciones
    </Box>
  );
}
