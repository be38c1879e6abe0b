/** Id of the `<script type="application/json">` that carries a server render's state to the client. */
export const SSR_STATE_ID = 'eventos-ssr-state';

/** JSON for an inline <script>: nothing in the data can close the tag or start a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
