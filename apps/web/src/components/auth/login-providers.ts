/**
 * Sign-in providers enabled on the server (`GET /login/providers` → `{ data: [{ id, name }] }`)
 * and how each one is presented. Shared by the /login page and the login modal.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ApiData } from '../../lib/api-client';

export interface LoginProvider {
  /** 'google' | 'facebook' | 'dev' (the development identity provider). */
  id: string;
  name: string;
}

/** Button text per provider (SPEC §1: sign-in by a social provider). */
const BUTTON_LABELS: Record<string, string> = {
  google: 'Continuar con Google',
  facebook: 'Continuar con Facebook',
  dev: 'Continuar con cuenta de prueba',
};

export function loginButtonLabel(provider: LoginProvider): string {
  return BUTTON_LABELS[provider.id] ?? `Continuar con ${provider.name}`;
}

const SOCIAL_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };
const NO_PASSWORD = 'No necesitas crear una contraseña nueva: solo usamos tu nombre, tu correo y tu foto de perfil.';

/**
 * The sign-in page's introduction, speaking only of the providers this server offers: «Usa tu
 * cuenta de Google o Facebook…», «Usa tu cuenta de Google…», the test account of a development
 * server, or null when none is enabled (the buttons' notice says so).
 */
export function signInIntro(providers: readonly LoginProvider[] | undefined): string | null {
  if (!providers) return `Ingresa con tu cuenta. ${NO_PASSWORD}`;
  const social = providers.map((p) => SOCIAL_NAMES[p.id] ?? (p.id === 'dev' ? null : p.name)).filter((n): n is string => n !== null);
  if (social.length > 0) {
    const names = social.length === 1 ? social[0] : `${social.slice(0, -1).join(', ')} o ${social[social.length - 1]}`;
    return `Usa tu cuenta de ${names}. ${NO_PASSWORD}`;
  }
  if (providers.some((p) => p.id === 'dev')) {
    return 'Este es un servidor de prueba: ingresa con una cuenta de prueba, sin contraseña. Escribe el nombre y el correo que quieras usar.';
  }
  return null;
}

/** Where a button goes: a full page load of the API's start route (302 to the provider). */
export function loginStartUrl(providerId: string): string {
  return `/login/${encodeURIComponent(providerId)}`;
}

/** Google and Facebook first, then the rest in the server's order. */
const ORDER = ['google', 'facebook'];
function byPreference(a: LoginProvider, b: LoginProvider): number {
  const rank = (p: LoginProvider) => (ORDER.includes(p.id) ? ORDER.indexOf(p.id) : ORDER.length);
  return rank(a) - rank(b);
}

export async function getLoginProviders(signal?: AbortSignal): Promise<LoginProvider[]> {
  const response = await api.get<ApiData<LoginProvider[]>>('/login/providers', {
    baseUrl: '',
    anonymous: true,
    signal,
  });
  return [...response.data].sort(byPreference);
}

export const loginProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'login-providers'],
  queryFn: ({ signal }) => getLoginProviders(signal),
  staleTime: 5 * 60_000,
});

export function useLoginProviders() {
  return useQuery(loginProvidersQueryOptions);
}
