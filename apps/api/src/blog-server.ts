// Process entry of the blog's content service on its own (`npm run start:blog -w @eventos/api`):
// GraphQL at http://HOST:BLOG_PORT/graphql on the same PostgreSQL database as the API (DATABASE_URL;
// the embedded PGlite database belongs to one process). Point the API and the web at it with
// BLOG_GRAPHQL_URL=http://…:BLOG_PORT/graphql.
import { buildBlogApp } from './blog-app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createDefaultStorage } from './plugins/storage';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'El servicio del blog como proceso propio necesita DATABASE_URL (PostgreSQL): la base embebida PGlite solo la abre un proceso. Sin DATABASE_URL, el blog corre dentro de la API en /graphql.',
    );
  }
  const database = await createDatabase({ url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX });
  await runMigrations(database);
  const storage = await createDefaultStorage(config);
  const app = await buildBlogApp({ config, database, storage });
  const shutdown = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.BLOG_PORT, host: config.HOST });
  app.log.info(`Servicio del blog (GraphQL) en http://localhost:${config.BLOG_PORT}/graphql`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
