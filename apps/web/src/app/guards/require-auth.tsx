import { Navigate, Outlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeletons';
import { useSession } from '../../lib/session';

/** Layout route for pages that need an account: visitors go to /login (SPEC §2, §6). */
export function RequireAuth() {
  const { user, loading } = useSession();
  if (loading) return <PageSkeleton />;
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
