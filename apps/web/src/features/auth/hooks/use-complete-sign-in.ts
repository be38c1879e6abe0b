import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { completeSignIn, takeReturnPath } from '../api/complete-sign-in';
import { SignInError } from '../sign-in-errors';

export type CompleteSignInState = { status: 'working' } | { status: 'error'; code: string };

/**
 * On `?done=1`: finishes the sign-in, then replaces the history entry with the `next` path.
 * `enabled` is false when the API already reported an error.
 */
export function useCompleteSignIn(enabled: boolean): CompleteSignInState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<CompleteSignInState>({ status: 'working' });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    completeSignIn(queryClient).then(
      () => {
        if (active) navigate(takeReturnPath(), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'error', code: error instanceof SignInError ? error.code : 'server_error' });
      },
    );
    return () => {
      active = false;
    };
  }, [enabled, queryClient, navigate]);

  return state;
}
