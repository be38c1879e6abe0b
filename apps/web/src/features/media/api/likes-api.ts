/** "Me gusta" (docs/design/media.md "Likes"): idempotent like/unlike, and my likes. */
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { LikeEntry, LikeState, LikeTargetType } from '../media-types';

export async function like(targetType: LikeTargetType, targetId: number): Promise<LikeState> {
  return (await api.post<ApiData<LikeState>>('/likes', { target_type: targetType, target_id: targetId })).data;
}

export async function unlike(targetType: LikeTargetType, targetId: number): Promise<LikeState> {
  return (await api.delete<ApiData<LikeState>>(`/likes/${targetType}/${targetId}`)).data;
}

export async function getMyLikes(signal?: AbortSignal): Promise<LikeEntry[]> {
  return (await api.get<ApiData<LikeEntry[]>>('/likes', { signal })).data;
}
