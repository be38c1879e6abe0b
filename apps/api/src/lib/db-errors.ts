// What a database error means for the caller. Drizzle wraps driver errors (`DrizzleQueryError`
// with the pg/PGlite error as `cause`), so the chain of causes is walked.
//   - unavailable: the database cannot be reached (stopped, restarting, network, pool exhausted)
//     → 503 + Retry-After, and the process keeps running: the next query reconnects by itself.
//   - badInput: PostgreSQL refused a value the request carried (out of range, invalid text or
//     date, bad UTF-8) → 400: whatever slipped past validation never becomes a 500.

/** SQLSTATE classes/codes of an unreachable or shutting-down server. */
const UNAVAILABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '08P01',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '53400',
]);
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection .*(ended|closed|error)/i,
  /not queryable/i,
  /Cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** 22xxx data exceptions caused by a value in the request. */
const BAD_INPUT_CODES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22012', // division_by_zero
  '22021', // character_not_in_repertoire
  '2201B', // invalid_regular_expression
  '22019', // invalid_escape_character
  '22025', // invalid_escape_sequence
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
  '54000', // program_limit_exceeded (e.g. a search term too complex)
]);

interface ErrorLike {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function* chain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const e = current as ErrorLike;
    yield e;
    // AggregateError (node-postgres tries IPv4 and IPv6): any member explains it.
    if (Array.isArray(e.errors))
      for (const inner of e.errors) if (inner && typeof inner === 'object') yield inner as ErrorLike;
    current = e.cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_ERRNO.has(e.code)))
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string)))
      return true;
  }
  return false;
}

export function isDatabaseBadInput(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && BAD_INPUT_CODES.has(e.code)) return true;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL answered with this SQLSTATE, anywhere in the chain of causes. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (const e of chain(error)) if (e.code === code) return true;
  return false;
}

/** A unique constraint refused the row (SQLSTATE 23505), anywhere in the chain of causes. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** A foreign key (or a trigger raising its code) refused the row (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}
