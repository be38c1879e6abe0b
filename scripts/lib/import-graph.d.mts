// Types of import-graph.mjs for the TypeScript tests that use it.
export function sourceFiles(dir: string): string[];
export function resolveSpecifier(fromFile: string, specifier: string): string | null;
export function importsOf(source: string): { specifier: string; typeOnly: boolean }[];
export function importGraph(dir: string, opts?: { runtimeOnly?: boolean }): Map<string, Set<string>>;
export function cycles(graph: Map<string, Set<string>>): string[][];
export function moduleOf(modulesDir: string, file: string): string | null;
export function moduleGraph(
  graph: Map<string, Set<string>>,
  modulesDir: string,
  opts?: { includeTests?: boolean },
): Map<string, Set<string>>;
