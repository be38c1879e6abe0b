// Reads and writes of users for the users module: the "current user" view (with the provider
// it carries and both avatars), the admin list, profile and avatar updates.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers, uploads, users } from '../../db/schema';

const userColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  gender: users.gender,
  birth_date: users.birth_date,
  avatar_url: users.avatar_url,
  avatar_preferred: users.avatar_preferred,
  avatar_upload_id: users.avatar_upload_id,
  is_admin: users.is_admin,
  created_at: users.created_at,
  provider_id: providers.id,
  provider_slug: providers.slug,
  provider_company_name: providers.company_name,
  provider_plan: providers.plan,
  upload_path: uploads.path,
  upload_sizes: uploads.sizes,
};

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(providers, eq(providers.id, users.provider_id))
    .leftJoin(uploads, eq(uploads.id, users.avatar_upload_id))
    .$dynamic();
}

export async function findUserRow(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1);
  return row;
}

export async function listUserRows(
  db: Db,
  page: number,
  size: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    selectUsers(db)
      .orderBy(desc(users.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(users),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  gender?: string | null | undefined;
  birth_date?: string | null | undefined;
}

export async function updateProfile(db: Db, id: number, input: ProfileUpdate): Promise<void> {
  await db
    .update(users)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      // Omitted fields stay as they are; null clears them.
      ...(input.gender !== undefined ? { gender: input.gender } : {}),
      ...(input.birth_date !== undefined ? { birth_date: input.birth_date } : {}),
    })
    .where(eq(users.id, id));
}

export async function setAvatarPreference(db: Db, id: number, preferred: 'social' | 'upload'): Promise<void> {
  await db.update(users).set({ avatar_preferred: preferred }).where(eq(users.id, id));
}

/** After an avatar upload: points the user at it and prefers it; returns the previous upload id. */
export async function setUploadedAvatar(db: Db, id: number, uploadId: number): Promise<number | null> {
  const [before] = await db
    .select({ previous: users.avatar_upload_id })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  await db
    .update(users)
    .set({ avatar_upload_id: uploadId, avatar_preferred: 'upload' })
    .where(eq(users.id, id));
  return before?.previous ?? null;
}

/** The user's admin flag; null when the user does not exist (the guard requireAdmin, plugins/auth.ts). */
export async function findAdminFlag(db: Db, id: number): Promise<boolean | null> {
  const [row] = await db.select({ is_admin: users.is_admin }).from(users).where(eq(users.id, id)).limit(1);
  return row ? row.is_admin : null;
}
