// What every answer to bad input must look like (CONTRACT "API envelope", SPEC §8):
//   - never a 5xx;
//   - a 4xx is JSON `{ error: string, errors?: { field: string[] } }`;
//   - no raw `<script` reflected in any body.
// checkResponse returns the problems found (empty when the answer is fine).
import type { LightMyRequestResponse } from 'fastify';

export type Problem = string;

function errorShapeProblems(res: LightMyRequestResponse): Problem[] {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return [`4xx sin JSON (content-type "${type}")`];
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return ['4xx con JSON inválido'];
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['4xx cuyo cuerpo no es un objeto'];
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const problems: Problem[] = [];
  if (typeof error !== 'string' || error.trim() === '') problems.push('4xx sin "error" de texto');
  if (errors !== undefined) {
    const valid =
      errors !== null &&
      typeof errors === 'object' &&
      !Array.isArray(errors) &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
    if (!valid) problems.push('"errors" no es un objeto de listas de textos');
  }
  return problems;
}

export function checkResponse(res: LightMyRequestResponse): Problem[] {
  const problems: Problem[] = [];
  if (res.statusCode >= 500) problems.push(`respondió ${res.statusCode}`);
  else if (res.statusCode >= 400) problems.push(...errorShapeProblems(res));
  if (/<script/i.test(res.body)) problems.push('refleja "<script" sin escapar');
  return problems;
}

/** One line for a report: status and the start of the body. */
export function describeResponse(res: LightMyRequestResponse, max = 200): string {
  const body = res.body.length > max ? `${res.body.slice(0, max)}…` : res.body;
  return `${res.statusCode} ${body}`;
}

/** Runs `tasks` with at most `size` in flight, keeping the order of the results. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], size = 6): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
  return results;
}
