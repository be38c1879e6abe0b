/** Reads the server render's state (entry-server.tsx) in the browser. */
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type HydrationState } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ID } from './serialize';

export interface ServerRenderState {
  router: HydrationState;
  queries: DehydratedState;
  mobile: boolean;
}

interface SerializedError {
  __type?: string;
  status?: number;
  statusText?: string;
  data?: unknown;
  internal?: boolean;
  message?: string;
}

export function readServerRenderState(): ServerRenderState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as ServerRenderState;
  const errors = state.router.errors as Record<string, SerializedError> | null | undefined;
  if (errors) {
    const revived: Record<string, unknown> = {};
    for (const [id, error] of Object.entries(errors)) {
      if (error.__type === 'RouteErrorResponse') {
        revived[id] = new ErrorResponseImpl(error.status ?? 500, error.statusText, error.data, error.internal === true);
      } else if (error.__type === 'Error') {
        revived[id] = new Error(error.message ?? 'Error');
      } else {
        revived[id] = error;
      }
    }
    state.router = { ...state.router, errors: revived };
  }
  return state;
}
