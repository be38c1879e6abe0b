import { Navigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../../../components/ui/skeletons';
import { useSession } from '../../../../lib/session';
import { AffiliationSignIn } from './affiliation-sign-in';
import { AffiliationWizard } from './affiliation-wizard';

/**
 * Who sees what: a user who already has a provider goes to its site; visitors are asked to sign
 * in; everyone else fills in the stepper.
 */
export function AffiliationFlow() {
  const { user, provider, loading } = useSession();
  // «Elige Business» (/soy-un-proveedor): the site opens the upgrade once it exists.
  const business = useSearchParams()[0].get('plan') === 'business';
  const suffix = business ? '?plan=business' : '';
  if (loading) return <PageSkeleton />;
  if (provider?.slug) return <Navigate to={`/${provider.slug}${suffix}`} replace />;
  if (!user) return <AffiliationSignIn />;
  return <AffiliationWizard user={user} siteSuffix={suffix} />;
}
