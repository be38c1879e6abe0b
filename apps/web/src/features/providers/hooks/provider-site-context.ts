import { createContext, useContext } from 'react';
import type { ProviderSiteState } from './use-provider-site-state';
import type { Provider } from '../types';

export interface ProviderSiteContextValue extends Omit<ProviderSiteState, 'provider'> {
  provider: Provider;
  /** Site editor on (owner only). */
  editing: boolean;
  setEditing: (editing: boolean) => void;
}

export const ProviderSiteContext = createContext<ProviderSiteContextValue | null>(null);

/** The loaded provider site (inside the '/:slug' page). */
export function useProviderSite(): ProviderSiteContextValue {
  const value = useContext(ProviderSiteContext);
  if (!value) throw new Error('useProviderSite debe usarse dentro del sitio de un proveedor.');
  return value;
}
