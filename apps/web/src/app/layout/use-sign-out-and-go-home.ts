import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../lib/session';

/** Signs out, then goes to '/' (SPEC §2: after logout the user goes to /). */
export function useSignOutAndGoHome(): () => Promise<void> {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
}
