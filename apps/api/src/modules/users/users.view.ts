// The user as the API shows it (the domain's UserViewSchema, GET /api/v1/user and friends), built
// from its row; avatar_preferred is 'social' | 'uploaded' on the wire (stored as 'social' | 'upload').
import type { AvatarChoice, UserView } from '@eventos/domain';
import type { UserRow } from './users.repository';

type UrlOf = (key: string) => string;

export function toUserView(row: UserRow, urlOf: UrlOf): UserView {
  const uploaded = row.upload_path ? urlOf(row.upload_sizes?.hq ?? row.upload_path) : null;
  const uploadedThumb = row.upload_sizes?.thumbnail ? urlOf(row.upload_sizes.thumbnail) : uploaded;
  const preferred: AvatarChoice = row.avatar_preferred === 'upload' && uploaded ? 'uploaded' : 'social';
  const avatar = preferred === 'uploaded' ? uploaded : (row.avatar_url ?? uploaded);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar,
    avatar_preferred: preferred,
    avatar_social: row.avatar_url,
    avatar_uploaded: uploaded,
    avatar_uploaded_thumbnail: uploadedThumb,
    gender: (row.gender as UserView['gender']) ?? null,
    birth_date: row.birth_date,
    provider:
      row.provider_id !== null && row.provider_slug !== null && row.provider_company_name !== null
        ? {
            id: row.provider_id,
            slug: row.provider_slug,
            company_name: row.provider_company_name,
            plan: row.provider_plan === 'business' ? 'business' : 'basic',
          }
        : null,
    is_admin: row.is_admin,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Reads the avatar choice from PUT user/{id}/avatar: 'social' | 'uploaded' (also 'upload'), or
 * the URL/path of one of the user's own pictures (the domain schema allows either). Null if none.
 */
export function parseAvatarChoice(value: string, view: UserView): AvatarChoice | null {
  const v = value.trim();
  if (v === 'social') return 'social';
  if (v === 'uploaded' || v === 'upload') return 'uploaded';
  if (view.avatar_social && v === view.avatar_social) return 'social';
  if (view.avatar_uploaded && (v === view.avatar_uploaded || v === view.avatar_uploaded_thumbnail))
    return 'uploaded';
  return null;
}
