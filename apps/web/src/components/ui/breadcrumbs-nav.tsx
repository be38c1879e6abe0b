import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Crumb {
  name: string;
  path: string;
}

/** «Inicio › Proveedores › …»: every crumb but the last is a link; the last is the current page. */
export function BreadcrumbsNav({ items, sx }: { items: readonly Crumb[]; sx?: SxProps<Theme> }) {
  const last = items.length - 1;
  return (
    <Breadcrumbs aria-label="Ruta de navegación" separator="›" sx={{ fontSize: '0.9rem', '& ol': { rowGap: 0.25 }, ...sx }}>
      {items.map((item, i) =>
        i === last ? (
          <Typography key={item.path} aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600 }}>
            {item.name}
          </Typography>
        ) : (
          <Link key={item.path} component={RouterLink} to={item.path} underline="hover" color="inherit">
            {item.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
