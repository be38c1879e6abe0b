/** Id of the `<script type="application/json">` that carries a server render's state to the client. */
export const SSR_STATE_ID = 'eventos-ssr-state';

/** The characters that could close the tag, start a comment or end a line in a script, escaped. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for an inline <script>: nothing in the data can close the tag or start a comment (one pass over the JSON). */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPED[char] ?? char);
}
