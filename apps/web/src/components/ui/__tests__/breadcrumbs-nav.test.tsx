// @vitest-environment node
import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { describe, it } from 'vitest';
import { expectSameAsMui } from '../../../testing/mui-twin';
import { BreadcrumbsNav, type Crumb } from '../breadcrumbs-nav';

/** The trail as it was drawn with MUI's components before docs/decisions/399. */
function MuiTrail({ items }: { items: readonly Crumb[] }) {
  const last = items.length - 1;
  return (
    <Breadcrumbs aria-label="Ruta de navegación" separator="›" sx={{ fontSize: '0.9rem', '& ol': { rowGap: 0.25 }, mb: 2 }}>
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

describe('BreadcrumbsNav (MUI’s Breadcrumbs, Link and Typography as plain elements)', () => {
  it.each([
    [[{ name: 'Inicio', path: '/' }]],
    [[{ name: 'Inicio', path: '/' }, { name: 'Proveedores', path: '/proveedores' }, { name: 'Orquesta Tropical', path: '/orquesta' }]],
    [
      [
        { name: 'Inicio', path: '/' },
        { name: 'Proveedores', path: '/proveedores' },
        { name: 'Fotografía y video', path: '/proveedores/fotografia-y-video' },
        { name: 'Fotografía y video en Arequipa', path: '/proveedores/fotografia-y-video/arequipa' },
      ],
    ],
  ])('writes what MUI writes for %j', (items) => {
    expectSameAsMui(<MuiTrail items={items} />, <BreadcrumbsNav items={items} />);
  });
});
