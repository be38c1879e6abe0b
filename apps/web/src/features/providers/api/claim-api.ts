/** Claiming an unlinked site (docs/decisions/116-unlinked-sites.md): POST providers/claim/code and providers/claim. */
import type { ClaimCodeSent } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Provider } from '../types';

/** Mails a code to the site's own e-mail; answers the masked address. */
export async function sendClaimCode(slug: string): Promise<ClaimCodeSent> {
  return (await api.post<ApiData<ClaimCodeSent>>('/providers/claim/code', { slug })).data;
}

/** The signed-in user owns the site again and it is published. */
export async function claimSite(slug: string, code: string): Promise<Provider> {
  return (await api.post<ApiData<Provider>>('/providers/claim', { slug, code })).data;
}
