import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { SERVICE_GROUP_LABELS, type Category } from '@eventos/domain';
import { ServiceGroupIcon } from './service-group-icon';
import { useKeptClasses } from '../../styling/kept-sx';

/**
 * A category (SPEC §3) as a chip shows it: the domain's Category (group, group_name, count,
 * services with type_name), whatever group the API sends (service types and facets say `group`
 * as a string); without group_name the chip shows the group's Spanish label.
 */
export type ServiceCategory = Partial<Omit<Category, 'group'>> & { group: string };

export interface ServiceCategoryChipProps extends ServiceCategory {
  selected?: boolean;
  onClick?: () => void;
  size?: ChipProps['size'];
  /** Render as a router link (e.g. to '/buscar?c=feeding'). */
  to?: string;
}

export function getCategoryServiceNames(services: ServiceCategory['services']): string {
  return (services ?? []).map((s) => s.type_name).join(' • ');
}

/** The label's spans: a column of the group's name (and count) and the service names. */
const COLUMN = { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' } as const;
const NAME = { fontWeight: 600 } as const;
const COUNT = { fontWeight: 400, marginLeft: 4, opacity: 0.8 } as const;
const SERVICES = { fontSize: '0.78rem', opacity: 0.85, whiteSpace: 'normal', lineHeight: 1.35 } as const;

/**
 * Service-category chip (SPEC §2): group icon, group name, optional count and optional service
 * type names joined by " • ".
 */
export function ServiceCategoryChip({
  group,
  group_name,
  count,
  services,
  selected = false,
  onClick,
  size = 'medium',
  to,
}: ServiceCategoryChipProps) {
  const name = group_name ?? (SERVICE_GROUP_LABELS as Record<string, string | undefined>)[group] ?? group;
  const serviceNames = getCategoryServiceNames(services);
  // Plain spans with inline styles, no styled element: a chip renders three Boxes (six components)
  // fewer (docs/decisions/347-category-chip-label-plain-spans.md).
  const label = (
    <span style={COLUMN}>
      <span style={NAME}>
        {name}
        {count !== undefined ? <span style={COUNT}>({count})</span> : null}
      </span>
      {serviceNames ? <span style={SERVICES}>{serviceNames}</span> : null}
    </span>
  );
  const linkProps = to ? { component: RouterLink, to, clickable: true } : {};
  return (
    <Chip
      {...linkProps}
      icon={<ServiceGroupIcon group={group} fontSize="small" />}
      label={label}
      onClick={onClick}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      size={size}
      aria-pressed={onClick ? selected : undefined}
      aria-current={to && selected ? 'true' : undefined}
      data-group={group}
      sx={{
        height: 'auto',
        minHeight: size === 'small' ? 24 : 32,
        maxWidth: '100%',
        py: serviceNames ? 0.75 : 0.25,
        borderRadius: serviceNames ? '12px' : 999,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        '& .MuiChip-icon': { alignSelf: serviceNames ? 'flex-start' : 'center', mt: serviceNames ? 0.25 : 0 },
      }}
    />
  );
}

export interface ServiceCategoryChipsProps {
  categories: ReadonlyArray<ServiceCategory>;
  /** Group currently selected (highlighted). */
  selectedGroup?: string | null;
  onSelect?: (group: string) => void;
  /** Chips as links (crawlable) instead of buttons: the URL that selects or clears a group. */
  hrefFor?: (group: string) => string;
  showServices?: boolean;
  size?: ChipProps['size'];
}

/** The list's style (the `sx` it had as a `Box`), kept once per process for a plain element (docs/decisions/365). */
const STYLES = { list: { display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 } } as const;

/** A wrapping list of category chips. */
export function ServiceCategoryChips({
  categories,
  selectedGroup,
  onSelect,
  hrefFor,
  showServices = false,
  size,
}: ServiceCategoryChipsProps) {
  const c = useKeptClasses(STYLES);
  return (
    <ul className={c.list}>
      {categories.map((category) => (
        <li key={category.group}>
          <ServiceCategoryChip
            {...category}
            services={showServices ? category.services : undefined}
            selected={selectedGroup === category.group}
            onClick={onSelect && !hrefFor ? () => onSelect(category.group) : undefined}
            to={hrefFor?.(category.group)}
            size={size}
          />
        </li>
      ))}
    </ul>
  );
}
