import { compareSpanish, SERVICE_GROUP_LABELS, SERVICE_GROUPS } from '@eventos/domain';
import type { ServiceType } from '../types';

export interface ServiceTypeGroup {
  group: string;
  group_name: string;
  services: ServiceType[];
}

/** Service types grouped by group in the domain's group order, each sorted by sort_order then name. */
export function groupServiceTypes(serviceTypes: ReadonlyArray<ServiceType>): ServiceTypeGroup[] {
  const order: ReadonlyArray<string> = SERVICE_GROUPS;
  const groups = new Map<string, ServiceTypeGroup>();
  for (const serviceType of serviceTypes) {
    let entry = groups.get(serviceType.group);
    if (!entry) {
      const label = (SERVICE_GROUP_LABELS as Record<string, string | undefined>)[serviceType.group];
      entry = {
        group: serviceType.group,
        group_name: serviceType.group_name || label || serviceType.group,
        services: [],
      };
      groups.set(serviceType.group, entry);
    }
    entry.services.push(serviceType);
  }
  const rank = (group: string) => {
    const index = order.indexOf(group);
    return index === -1 ? order.length : index;
  };
  return [...groups.values()]
    .sort((a, b) => rank(a.group) - rank(b.group))
    .map((g) => ({
      ...g,
      services: [...g.services].sort(
        (a, b) => a.sort_order - b.sort_order || compareSpanish(a.type_name, b.type_name),
      ),
    }));
}
