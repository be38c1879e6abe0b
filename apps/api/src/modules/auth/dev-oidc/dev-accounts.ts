// Accounts of the built-in development identity provider. A tester types a name and an
// e-mail on the sign-in page; the account id is derived from the e-mail (same e-mail → same
// `sub`), and the claims are kept in memory next to oidc-provider's own in-memory adapter.
import { createHash } from 'node:crypto';

export interface DevAccount {
  accountId: string;
  email: string;
  name: string;
  given_name: string;
  family_name: string;
  picture: string;
}

const MAX_ACCOUNTS = 10_000;

/** `dev-` + the first 32 hex characters of SHA-256(lower-cased e-mail). */
export function devAccountId(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export function splitName(name: string): { given_name: string; family_name: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { given_name: parts[0] ?? '', family_name: '' };
  if (parts.length === 2) return { given_name: parts[0] ?? '', family_name: parts[1] ?? '' };
  // "Ana María Pérez Soto" → given "Ana María", family "Pérez Soto" (two surnames, Peruvian usage).
  return { given_name: parts.slice(0, -2).join(' '), family_name: parts.slice(-2).join(' ') };
}

export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export class DevAccountStore {
  readonly #accounts = new Map<string, DevAccount>();

  constructor(private readonly issuer: string) {}

  upsert(input: { name: string; email: string }): DevAccount {
    const email = input.email.trim().toLowerCase();
    const name = input.name.trim().replace(/\s+/g, ' ');
    const accountId = devAccountId(email);
    const picture = `${this.issuer}/avatar/${accountId}.svg?i=${encodeURIComponent(initials(name))}`;
    const account: DevAccount = { accountId, email, name, ...splitName(name), picture };
    this.#accounts.delete(accountId);
    this.#accounts.set(accountId, account);
    if (this.#accounts.size > MAX_ACCOUNTS) {
      const oldest = this.#accounts.keys().next().value;
      if (oldest) this.#accounts.delete(oldest);
    }
    return account;
  }

  find(accountId: string): DevAccount | undefined {
    return this.#accounts.get(accountId);
  }
}

/** A small SVG avatar with the initials, so the dev provider has a `picture` claim offline. */
export function avatarSvg(accountId: string, text: string): string {
  const hue = parseInt(createHash('sha256').update(accountId).digest('hex').slice(0, 4), 16) % 360;
  const safe = text.replace(/[^\p{L}\p{N}?]/gu, '').slice(0, 2) || '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${safe}">
<rect width="128" height="128" rx="64" fill="hsl(${hue} 55% 45%)"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="52" fill="#fff">${safe}</text>
</svg>`;
}
