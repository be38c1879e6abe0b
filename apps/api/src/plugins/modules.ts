// Feature modules are found by convention, so adding a feature never means editing app.ts:
//   modules/<feature>/<feature>.routes.ts
//     export default <FastifyPluginAsyncZod>;           // required
//     export const prefix = '/api/v1';                  // optional ('' for /healthz, /login/refresh …)
// They are registered in alphabetical order, each in its own encapsulated context.
// An optional plugins/auth.ts (default export, wrapped so its decorators reach the root) loads first.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export const API_PREFIX = '/api/v1';
const HERE = dirname(fileURLToPath(import.meta.url));
/**
 * modules/ next to this file's folder: src/modules from src/plugins (tsx), dist/modules from the
 * compiled bundle, whether this code ended up in dist/server.js or in dist/chunks/*.js.
 */
const DEFAULT_MODULES_DIR =
  [join(HERE, '..', 'modules'), join(HERE, 'modules')].find((dir) => existsSync(dir)) ?? join(HERE, '..', 'modules');
/** src/ (or dist/): holds modules/ and plugins/auth. */
const SRC_DIR = dirname(DEFAULT_MODULES_DIR);

export interface FeatureModule {
  name: string;
  file: string;
  plugin: FastifyPluginAsync;
  prefix: string;
}

function findFile(base: string): string | undefined {
  return ['.ts', '.js'].map((ext) => base + ext).find((file) => existsSync(file));
}

async function importPlugin(file: string): Promise<{ plugin: FastifyPluginAsync; prefix?: unknown }> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown; prefix?: unknown };
  if (typeof mod.default !== 'function') {
    throw new Error(`${file} debe exportar por defecto un plugin de Fastify.`);
  }
  return { plugin: mod.default as FastifyPluginAsync, prefix: mod.prefix };
}

export async function discoverModules(modulesDir = DEFAULT_MODULES_DIR): Promise<FeatureModule[]> {
  if (!existsSync(modulesDir)) return [];
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules: FeatureModule[] = [];
  for (const name of names) {
    const file = findFile(join(modulesDir, name, `${name}.routes`));
    if (!file) continue;
    const { plugin, prefix } = await importPlugin(file);
    modules.push({ name, file, plugin, prefix: typeof prefix === 'string' ? prefix : API_PREFIX });
  }
  return modules;
}

/** Registers plugins/auth.ts (if present) and then every feature module. */
export async function registerFeatures(app: FastifyInstance): Promise<FeatureModule[]> {
  const authFile = findFile(join(SRC_DIR, 'plugins', 'auth'));
  if (authFile) {
    const { plugin } = await importPlugin(authFile);
    await app.register(plugin);
  }
  const modules = await discoverModules();
  for (const { plugin, prefix } of modules) {
    await app.register(plugin, { prefix });
  }
  return modules;
}
