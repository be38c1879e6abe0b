import { Navigate, Outlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeletons';
import { useSession } from '../../lib/session';

/** /proveedores/afiliacion: a signed-in user who already has a provider goes to /{slug} (SPEC §2). */
export function AffiliationGuard() {
  const { provider, loading } = useSession();
  if (loading) return <PageSkeleton />;
  if (provider?.slug) return <Navigate to={`/${provider.slug}`} replace />;
  return <Outlet />;
}
