// The browser's first script (the home page's entry and its route chunk, bench/bundle-size.mjs) uses
// these modules of packages/domain; none of them may reach the message catalogue (messages/es.ts,
// ≈ 6 kB gzipped with the legal messages), which belongs to the chunks of forms and to the API.
// `formatMessage` lives in messages/format.ts and the page titles in messages/pages.es.ts for that.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages/domain/src');
const FIRST_SCRIPT_MODULES = ['landings/landings.ts', 'messages/format.ts', 'messages/pages.es.ts', 'routes.ts', 'catalogue-enums.ts', 'constants.ts', 'text.ts', 'keywords.ts'];

/** Every domain module `file` imports, directly or not (relative imports, type-only ones left out). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(SRC, file), 'utf8');
  for (const [, typeOnly, spec] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms)) {
    if (typeOnly || !spec) continue;
    const target = join(dirname(file), spec);
    reachable(target.endsWith('.ts') ? target : `${target}.ts`, seen);
  }
  return seen;
}

describe("the first script's domain modules", () => {
  it.each(FIRST_SCRIPT_MODULES)('%s does not bring the message catalogue', (file) => {
    const modules = [...reachable(file)];
    expect(modules).not.toContain('messages/es.ts');
    expect(modules).not.toContain('messages/legal.es.ts');
  });

  it('the walk follows imports (the catalogue is reached from format-message.ts)', () => {
    expect([...reachable('messages/format-message.ts')]).toContain('messages/es.ts');
  });
});
