export type MessageParams = Record<string, string | number>;

/**
 * Replaces `{name}` placeholders with `params.name`. Placeholders without a value are left as
 * they are, so a missing parameter is visible instead of silently empty. A module without the
 * catalogue (./es.ts), so code that formats one template of its own doesn't bring all of it.
 */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}
