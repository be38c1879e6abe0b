import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useKeptClasses } from '../../styling/kept-sx';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * What MUI 9's `Breadcrumbs` (separator "›", a row gap, 16 px below), `Link` (underline on hover, the
 * colour inherited) and `Typography` write for a trail, as plain elements with the same classes and
 * rules, kept per process (docs/decisions/399): one component instead of ≈ 25 (Breadcrumbs, its
 * slots, a Link and a Typography per crumb, their styled elements and Emotion insertions).
 * breadcrumbs-nav.test.tsx renders both. MUI's collapse (more than 8 crumbs) is not needed: a trail
 * has at most four.
 */
const CRUMBS = {
  root: { m: '0', typography: 'body1', color: 'text.secondary', fontSize: '0.9rem', mb: 2, '& ol': { rowGap: 0.25 } },
  list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: '0', m: '0', listStyle: 'none' },
  link: { m: '0', font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit', textDecoration: 'none', color: 'inherit', '&:hover': { textDecoration: 'underline' } },
  separator: { display: 'flex', userSelect: 'none', ml: '8px', mr: '8px' },
  current: { m: '0', typography: 'body1', fontSize: 'inherit', color: 'text.primary', fontWeight: 600 },
} as const;

/** «Inicio › Proveedores › …»: every crumb but the last is a link; the last is the current page. */
export function BreadcrumbsNav({ items }: { items: readonly Crumb[] }) {
  const c = useKeptClasses(CRUMBS);
  const last = items.length - 1;
  return (
    <nav className={`MuiTypography-root MuiTypography-body1 MuiBreadcrumbs-root ${c.root}`} aria-label="Ruta de navegación">
      <ol className={`MuiBreadcrumbs-ol ${c.list}`}>
        {items.map((item, i) => (
          <Fragment key={item.path}>
            {i > 0 ? (
              <li aria-hidden="true" className={`MuiBreadcrumbs-separator ${c.separator}`}>
                ›
              </li>
            ) : null}
            <li className="MuiBreadcrumbs-li">
              {i === last ? (
                <p className={`MuiTypography-root MuiTypography-body1 ${c.current}`} aria-current="page">
                  {item.name}
                </p>
              ) : (
                <RouterLink className={`MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineHover ${c.link}`} to={item.path}>
                  {item.name}
                </RouterLink>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
