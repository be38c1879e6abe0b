// Types of module-boundaries.mjs for the TypeScript test that runs its rules.
import type { Rule } from 'eslint';

declare const plugin: { meta: { name: string }; rules: Record<'api-module-boundaries' | 'web-not-api', Rule.RuleModule> };
export default plugin;
