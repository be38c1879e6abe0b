// The personal-data features' rules (docs/decisions/181-personal-data-consent.md): the consent
// status the web asks about, recording consents, and deleting an account with the providers it
// owns. The SQL is in account.repository.ts.
import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_POLICY_VERSION, t, type ConsentRecord, type ConsentStatus } from '@eventos/domain';
import { fieldError } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { deleteProvider } from '../providers';
import { deleteUserRow, latestConsents, ownedProviderIds, recordConsents, recordMarketingConsent, type ConsentRow } from './account.repository';

const toRecord = (row: ConsentRow | undefined): ConsentRecord | null =>
  row
    ? {
        kind: row.kind as ConsentRecord['kind'],
        granted: row.granted,
        version: row.version,
        created_at: row.created_at.toISOString(),
      }
    : null;

/** The user's latest consents and whether the version in force must be accepted. */
export async function consentStatus(deps: Pick<ModuleDeps, 'db'>, userId: number): Promise<ConsentStatus> {
  const latest = await latestConsents(deps.db, userId);
  const terms = toRecord(latest.terms_privacy);
  return {
    current_version: PRIVACY_POLICY_VERSION,
    required: !terms || !terms.granted || terms.version !== PRIVACY_POLICY_VERSION,
    terms_privacy: terms,
    marketing: toRecord(latest.marketing),
  };
}

/** Terms and privacy accepted (the version seen must be the one in force: 422 on `version`) and the marketing choice. */
export async function acceptConsents(deps: Pick<ModuleDeps, 'db'>, userId: number, version: string, marketing: boolean): Promise<ConsentStatus> {
  // The user must have seen the version in force (a tab opened before a policy change re-asks).
  if (version !== PRIVACY_POLICY_VERSION) {
    throw fieldError('version', t('consent.version.outdated'));
  }
  await recordConsents(deps.db, userId, PRIVACY_POLICY_VERSION, marketing);
  return consentStatus(deps, userId);
}

/** Marketing e-mails given or withdrawn. */
export async function setMarketingConsent(deps: Pick<ModuleDeps, 'db'>, userId: number, granted: boolean): Promise<ConsentStatus> {
  await recordMarketingConsent(deps.db, userId, PRIVACY_POLICY_VERSION, granted);
  return consentStatus(deps, userId);
}

/** Deletes the user's providers (with their files) and the user; false when the user no longer exists. */
export async function deleteAccount(deps: Pick<ModuleDeps, 'db' | 'storage'>, userId: number, log: FastifyBaseLogger): Promise<boolean> {
  for (const providerId of await ownedProviderIds(deps.db, userId)) {
    await deleteProvider(deps, providerId, log);
  }
  return deleteUserRow(deps.db, userId);
}
