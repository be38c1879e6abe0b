// GraphQL hardening of the content service: depth and cost limits (validation rules, before any
// resolver runs), no introspection in production, and errors in Spanish without internals.
import {
  GraphQLError,
  Kind,
  type ASTNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { BLOG_MESSAGES, GRAPHQL_MAX_COST, GRAPHQL_MAX_DEPTH, formatMessage } from '@eventos/domain';

/** Error raised by the service on purpose: its message is shown as is. */
export class PublicGraphQLError extends GraphQLError {
  constructor(message: string, code: string, statusCode: number, errors?: Record<string, string[]>) {
    super(message, { extensions: { code, statusCode, ...(errors ? { errors } : {}) } });
  }
}

/** Multiplier of a list field: its page size / limit argument, else 10. */
function listMultiplier(args: readonly { name: { value: string }; value: ASTNode }[] | undefined, variables: Record<string, unknown>): number {
  for (const arg of args ?? []) {
    if (arg.name.value !== 'pageSize' && arg.name.value !== 'limit') continue;
    const v = arg.value;
    if (v.kind === Kind.INT) return Math.max(1, Number(v.value));
    if (v.kind === Kind.VARIABLE) {
      const n = Number(variables[v.name.value]);
      if (Number.isFinite(n) && n > 0) return n;
    }
  }
  return 10;
}

const LIST_FIELDS = new Set(['posts', 'related', 'relatedPosts', 'editorPosts', 'categories', 'tags', 'authors', 'mentionedProviders']);

interface Measure {
  depth: number;
  cost: number;
}

function measure(
  set: SelectionSetNode | undefined,
  fragments: (name: string) => FragmentDefinitionNode | null | undefined,
  variables: Record<string, unknown>,
  seen: Set<string>,
): Measure {
  if (!set) return { depth: 0, cost: 0 };
  let depth = 0;
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith('__')) continue;
      const inner = measure(sel.selectionSet, fragments, variables, seen);
      const times = LIST_FIELDS.has(sel.name.value) && sel.selectionSet ? listMultiplier(sel.arguments, variables) : 1;
      depth = Math.max(depth, sel.selectionSet ? inner.depth + 1 : 1);
      cost += 1 + times * inner.cost;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(sel.selectionSet, fragments, variables, seen);
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    } else {
      const name = sel.name.value;
      if (seen.has(name)) continue; // cycles are reported by the spec's own rule
      const fragment = fragments(name);
      const inner = measure(fragment?.selectionSet, fragments, variables, new Set([...seen, name]));
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth, cost };
}

export function limitsRule(variables: Record<string, unknown> = {}, maxDepth = GRAPHQL_MAX_DEPTH, maxCost = GRAPHQL_MAX_COST): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const { depth, cost } = measure(node.selectionSet, (n) => context.getFragment(n), variables, new Set());
      if (depth > maxDepth) {
        context.reportError(new GraphQLError(formatMessage(BLOG_MESSAGES.graphqlTooDeep, { max: maxDepth }), { extensions: { code: 'QUERY_TOO_DEEP' } }));
      } else if (cost > maxCost) {
        context.reportError(
          new GraphQLError(formatMessage(BLOG_MESSAGES.graphqlTooCostly, { cost, max: maxCost }), { extensions: { code: 'QUERY_TOO_COSTLY' } }),
        );
      }
    },
  });
}

export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(BLOG_MESSAGES.graphqlIntrospection, { extensions: { code: 'INTROSPECTION_DISABLED' } }));
    }
  },
});

const OWN_CODES = new Set(['QUERY_TOO_DEEP', 'QUERY_TOO_COSTLY', 'INTROSPECTION_DISABLED']);

interface FormattedError {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/**
 * Spanish messages and no internals: our own errors keep their message and code; syntax and
 * validation errors become "La consulta al blog no es válida."; anything else is logged and
 * answered with a generic message.
 */
export function formatGraphQLErrors(
  given: readonly GraphQLError[],
  log: (error: unknown) => void,
): { statusCode: number; errors: FormattedError[] } {
  let statusCode = 200;
  // Mercurius wraps validation failures in one MER_ERR_GQL_VALIDATION error carrying the originals.
  const errors = given.flatMap((error) => {
    const inner = (error.originalError as { code?: string; errors?: GraphQLError[] } | undefined)?.errors;
    return (error.originalError as { code?: string } | undefined)?.code === 'MER_ERR_GQL_VALIDATION' && Array.isArray(inner) && inner.length
      ? inner
      : [error];
  });
  const out = errors.map((error): FormattedError => {
    const original = (error.originalError ?? error) as Error & { extensions?: Record<string, unknown> };
    const path = error.path ? { path: error.path } : {};
    if (original instanceof PublicGraphQLError) {
      const { statusCode: status, ...extensions } = original.extensions as Record<string, unknown>;
      statusCode = Math.max(statusCode, Number(status) || 400);
      return { message: original.message, ...path, extensions };
    }
    const code = (error.extensions?.code ?? original.extensions?.code) as string | undefined;
    if (code && OWN_CODES.has(code)) {
      statusCode = Math.max(statusCode, 400);
      return { message: error.message, extensions: { code } };
    }
    if (!error.originalError || /^MER_ERR_GQL_(VALIDATION|PERSISTED)|^FST_ERR_/.test(String((original as { code?: string }).code ?? ''))) {
      statusCode = Math.max(statusCode, 400);
      return { message: BLOG_MESSAGES.graphqlInvalidQuery, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    }
    log(original);
    statusCode = Math.max(statusCode, 500);
    return { message: BLOG_MESSAGES.graphqlInternal, ...path, extensions: { code: 'INTERNAL' } };
  });
  return { statusCode, errors: out };
}

export type { ExecutionResult };
