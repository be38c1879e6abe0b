/**
 * "Me gusta" state for one target: liked (from the prop, else from my likes) and the count, with
 * an optimistic toggle (POST likes / DELETE likes/{type}/{id}). Visitors get the login modal,
 * returning to the current page.
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthSnapshot } from '../../../lib/auth-token';
import { useSession } from '../../../lib/session';
import { useLoginModal } from '../../../components/auth/login-modal-context';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { getMyLikes, like, unlike } from '../api/likes-api';
import { mediaKeys } from '../api/media-keys';
import type { LikeEntry, LikeState, LikeTargetType } from '../media-types';
import { likeKey, setLikeOverride, useLikeOverride } from './like-overrides';
import type { LikeOverride } from './like-overrides';

/**
 * My likes as a set of 'media:12' / 'provider:3' (one request shared by every button), for the
 * session the caller already read: a page with many «Me gusta» buttons (a gallery) reads the session
 * once per button, not twice.
 */
function useMyLikes(generation: number, isAuthenticated: boolean) {
  const query = useQuery({
    queryKey: mediaKeys.myLikes(generation),
    queryFn: ({ signal }) => getMyLikes(signal),
    enabled: isAuthenticated,
    staleTime: 60_000,
    select: (rows: LikeEntry[]) => new Set(rows.map((r) => `${r.target_type}:${r.target_id}`)),
  });
  return query.data;
}

export interface UseLikeOptions {
  targetType: LikeTargetType;
  targetId: number;
  /** The item's likes_count. */
  count?: number;
  /** Known liked state; otherwise read from my likes. */
  liked?: boolean;
  onChange?: (state: LikeState) => void;
}

export interface UseLikeResult {
  liked: boolean;
  count: number;
  pending: boolean;
  /** Likes or un-likes; false when nothing was sent (a visitor, or a change already on its way). */
  toggle: () => boolean;
}

/** The like state in the browser: the session, my likes, this tab's changes and the mutation. */
export function useLikeInBrowser({ targetType, targetId, count = 0, liked, onChange }: UseLikeOptions): UseLikeResult {
  const { isAuthenticated } = useSession();
  const { generation } = useAuthSnapshot();
  const login = useLoginModal();
  const location = useLocation();
  const { showError } = useSnackbar();
  const queryClient = useQueryClient();
  const mine = useMyLikes(generation, isAuthenticated);
  const key = likeKey(generation, targetType, targetId);
  const local = useLikeOverride(key);
  const setLocal = (value: LikeOverride | null) => setLikeOverride(key, value);
  const serverLiked = liked ?? mine?.has(`${targetType}:${targetId}`) ?? false;
  const state = local ?? { liked: isAuthenticated && serverLiked, count };

  const mutation = useMutation({
    mutationFn: (next: boolean) => (next ? like(targetType, targetId) : unlike(targetType, targetId)),
    onSuccess: (result) => {
      setLocal({ liked: result.liked, count: result.likes_count });
      queryClient.setQueryData<LikeEntry[]>(mediaKeys.myLikes(generation), (rows) => {
        if (!rows) return rows;
        const others = rows.filter((r) => !(r.target_type === targetType && r.target_id === targetId));
        return result.liked ? [{ target_type: targetType, target_id: targetId, created_at: new Date().toISOString() }, ...others] : others;
      });
      onChange?.(result);
    },
    onError: (error, _next, context: { previous: LikeOverride | undefined } | undefined) => {
      setLocal(context?.previous ?? null);
      showError(error);
    },
    onMutate: (next) => {
      const previous = local;
      setLocal({ liked: next, count: Math.max(0, state.count + (next ? 1 : -1)) });
      return { previous };
    },
  });

  const toggle = useCallback(() => {
    if (!isAuthenticated) {
      login.open({ next: `${location.pathname}${location.search}`, reason: 'Inicia sesión para guardar lo que te gusta.' });
      return false;
    }
    if (mutation.isPending) return false;
    mutation.mutate(!state.liked);
    return !state.liked;
  }, [isAuthenticated, login, location.pathname, location.search, mutation, state.liked]);

  return { liked: state.liked, count: state.count, pending: mutation.isPending, toggle };
}

const nothingSent = () => false;

/**
 * The like state in the server render (docs/decisions/383): the server renders for a visitor — no
 * access token (it lives in the browser's memory), so no session, no likes of mine, no change of this
 * tab — so every button is not liked and shows the item's count, which is what `useLikeInBrowser`
 * gives a visitor. Without the session's and my likes' queries, the mutation and four contexts per
 * button. The browser's hydration render runs `useLikeInBrowser` (hooks are not part of the HTML).
 */
export function useLikeOnServer({ count = 0 }: UseLikeOptions): UseLikeResult {
  return { liked: false, count, pending: false, toggle: nothingSent };
}

export const useLike = import.meta.env.SSR ? useLikeOnServer : useLikeInBrowser;
