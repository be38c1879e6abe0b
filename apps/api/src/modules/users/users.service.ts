// The signed-in user's view and its edits (users.routes.ts; docs/decisions/136-service-dependencies.md).
// The SQL is in users.repository.ts.
import { t, type UserView } from '@eventos/domain';
import { unauthorized, unprocessable } from '../../plugins/errors';
import type { ModuleDeps } from '../../plugins/module-deps';
import { findUserRow, listUserRows, setAvatarPreference, updateProfile, type ProfileUpdate } from './users.repository';
import { parseAvatarChoice, toUserView } from './users.view';

export const NO_UPLOADED_AVATAR = t('users.avatar.noUpload');

type UsersDeps = Pick<ModuleDeps, 'db' | 'storage'>;

/** The user's view; 401 for a valid token of a deleted user (treated as signed out). */
export async function userView(deps: UsersDeps, id: number): Promise<UserView> {
  const row = await findUserRow(deps.db, id);
  if (!row) throw unauthorized();
  return toUserView(row, (key) => deps.storage.url(key));
}

/** A page of users (admins). */
export async function listUsers(deps: UsersDeps, page: number, size: number): Promise<{ rows: UserView[]; total: number }> {
  const { rows, total } = await listUserRows(deps.db, page, size);
  return { rows: rows.map((row) => toUserView(row, (key) => deps.storage.url(key))), total };
}

export async function updateUserProfile(deps: UsersDeps, id: number, input: ProfileUpdate): Promise<UserView> {
  await updateProfile(deps.db, id, input);
  return userView(deps, id);
}

/** The avatar shown: the social one or the uploaded one (422 without an uploaded one). */
export async function chooseAvatar(deps: UsersDeps, id: number, preferred: string): Promise<UserView> {
  const view = await userView(deps, id);
  const choice = parseAvatarChoice(preferred, view);
  if (!choice) {
    const message = t('users.avatar_preferred.required');
    throw unprocessable(message, { avatar_preferred: [message] });
  }
  if (choice === 'uploaded' && !view.avatar_uploaded) {
    throw unprocessable(NO_UPLOADED_AVATAR, { avatar_preferred: [NO_UPLOADED_AVATAR] });
  }
  await setAvatarPreference(deps.db, id, choice === 'uploaded' ? 'upload' : 'social');
  return userView(deps, id);
}
