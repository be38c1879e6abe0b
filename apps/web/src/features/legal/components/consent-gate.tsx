import { lazy } from 'react';
import { useSession } from '../../../lib/session';
import { useConsents } from '../api/account';

/**
 * The form and its validation (react-hook-form, zod and the consent schema: ≈ 15 ms of this
 * machine's CPU to evaluate, ×4 for Lighthouse's phone) in their own chunk: a visitor, or a user
 * whose consent is current, never loads them.
 */
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/** Asks a signed-in user for consent while their last acceptance is missing or of an older policy. */
export function ConsentGate() {
  const { user } = useSession();
  const consents = useConsents(user?.id ?? null);
  if (!user || !consents.data?.required) return null;
  return (
    <ConsentDialog
      key={consents.data.current_version}
      userId={user.id}
      version={consents.data.current_version}
      again={consents.data.terms_privacy !== null}
    />
  );
}
