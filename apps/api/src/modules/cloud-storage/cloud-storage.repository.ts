// SQL of the cloud file storage: a file is the `uploads` row (kind 'file') whose key prefix is
// cloud/{fileId}; it is recorded with the cdn module's insertUpload.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export async function findCloudUpload(db: Db, keyPrefix: string): Promise<typeof uploads.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key_prefix, keyPrefix), eq(uploads.kind, 'file')))
    .limit(1);
  return row;
}

export async function deleteUploadsByPrefix(db: Db, keyPrefix: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.key_prefix, keyPrefix));
}
