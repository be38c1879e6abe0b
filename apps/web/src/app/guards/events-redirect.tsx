import { Navigate } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeletons';
import { useSession } from '../../lib/session';

/** /eventos → /eventos/buscador for providers, /eventos/lista for everyone else (SPEC §2). */
export function EventsRedirect() {
  const { provider, loading } = useSession();
  if (loading) return <PageSkeleton />;
  return <Navigate to={provider ? '/eventos/buscador' : '/eventos/lista'} replace />;
}
