/** GET /api/v1/user/likes: the signed-in user's liked providers, photos and videos ("Me gusta"). */
import { useQuery } from '@tanstack/react-query';
import type { MyLikes, MyLikesResponse } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import { useAuthSnapshot } from '../../../lib/auth-token';
import { useSession } from '../../../lib/session';

export const myLikesKey = (generation: number) => ['user', 'likes', generation] as const;
export const MY_LIKES_ROOT_KEY = ['user', 'likes'] as const;

export async function getMyLikeDetails(signal?: AbortSignal): Promise<MyLikes> {
  return (await api.get<MyLikesResponse>('/user/likes', { signal })).data;
}

export function useMyLikeDetails() {
  const { generation } = useAuthSnapshot();
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: myLikesKey(generation),
    queryFn: ({ signal }) => getMyLikeDetails(signal),
    enabled: isAuthenticated,
  });
}
