import { Link as RouterLink } from 'react-router';
import { ServiceGroupIcon } from '../../../components/ui/service-group-icon';
import type { ServiceTypeGroup } from '../../catalogue';
import { useKeptClasses } from '../../../styling/kept-sx';

const MAX_SERVICE_NAMES = 6;

function serviceSummary(group: ServiceTypeGroup): string {
  const names = group.services.map((s) => s.type_name);
  const shown = names.slice(0, MAX_SERVICE_NAMES).join(' • ');
  const rest = names.length - MAX_SERVICE_NAMES;
  return rest > 0 ? `${shown} y ${rest} más` : shown;
}

const cardSx = {
  height: '100%',
  p: 2.5,
  display: 'flex',
  gap: 2,
  alignItems: 'flex-start',
  borderRadius: '16px',
  border: '1px solid rgba(31, 26, 29, 0.10)',
  bgcolor: 'background.paper',
  color: 'text.primary',
  textDecoration: 'none',
  transition: 'box-shadow 160ms, transform 160ms, border-color 160ms',
} as const;

const iconSx = { width: 48, height: 48, flexShrink: 0, borderRadius: '12px', display: 'grid', placeItems: 'center' } as const;

/**
 * A card's looks, kept per process (docs/decisions/399): the link or the coming-soon box, the icon's
 * tile, and the texts as `Typography` draws them (`m: 0` and the variant's type, then the card's rules)
 * on plain elements — one component per card instead of a dozen (nine cards on the home page).
 */
const CARD = {
  link: {
    ...cardSx,
    '&:hover': { boxShadow: '0 10px 28px rgba(31, 26, 29, 0.10)', transform: 'translateY(-2px)', borderColor: 'primary.light' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
  soon: { ...cardSx, bgcolor: '#FAFAFA' },
  icon: { ...iconSx, bgcolor: 'rgba(176, 23, 75, 0.09)', color: 'primary.main' },
  iconSoon: { ...iconSx, bgcolor: 'rgba(31, 26, 29, 0.06)', color: 'text.secondary' },
  body: { minWidth: 0 },
  name: { m: 0, typography: 'h6', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
  count: { m: 0, typography: 'body2', color: 'primary.main', fontWeight: 700, mt: 0.25 },
  services: { m: 0, typography: 'body2', color: 'text.secondary', mt: 0.5, lineHeight: 1.55 },
} as const;

/** 'Sin proveedores aún', '1 proveedor', '1,250 proveedores'. */
export function providerCountLabel(count: number): string {
  if (count === 0) return 'Sin proveedores aún';
  return `${count.toLocaleString('es-PE')} ${count === 1 ? 'proveedor' : 'proveedores'}`;
}

/**
 * One service group on the home page: icon, group name, its number of providers (when known) and
 * its service names; links to the search.
 */
export function CategoryCard({ group, count }: { group: ServiceTypeGroup; count?: number }) {
  const c = useKeptClasses(CARD);
  const comingSoon = group.group === 'coming_soon';
  // The coming-soon group's own name already says "Próximamente".
  const content = (
    <>
      <div className={comingSoon ? c.iconSoon : c.icon}>
        <ServiceGroupIcon group={group.group} />
      </div>
      <div className={c.body}>
        <h3 className={`MuiTypography-root MuiTypography-h6 ${c.name}`}>{group.group_name}</h3>
        {count !== undefined && !comingSoon ? (
          <p className={`MuiTypography-root MuiTypography-body2 ${c.count}`}>{providerCountLabel(count)}</p>
        ) : null}
        <p className={`MuiTypography-root MuiTypography-body2 ${c.services}`}>{serviceSummary(group)}</p>
      </div>
    </>
  );
  return (
    <li>
      {comingSoon ? (
        <div className={c.soon}>{content}</div>
      ) : (
        <RouterLink to={`/buscar?c=${encodeURIComponent(group.group)}`} className={c.link}>
          {content}
        </RouterLink>
      )}
    </li>
  );
}
