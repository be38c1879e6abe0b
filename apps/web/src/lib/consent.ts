/**
 * Analytics consent (Ley N.º 29733: informed, prior, express): the visitor's choice is stored in a
 * first-party cookie for a year; until they accept, no tag manager script and no third-party
 * request. The tag manager's container comes from the server (<meta name="eventos:gtm">), which
 * sends it only when GTM_CONTAINER_ID is set.
 */
import { useSyncExternalStore } from 'react';
import { getCookie, setCookie } from './cookies';

export const CONSENT_COOKIE = 'ep_consent_analytics';
const ONE_YEAR = 365 * 86_400;

export type ConsentChoice = 'granted' | 'denied';

export interface TagManagerConfig {
  containerId: string;
  scriptUrl: string;
}

/** The container announced by the server, or null (no banner, nothing to load). */
export function tagManagerConfig(): TagManagerConfig | null {
  if (typeof document === 'undefined') return null;
  const id = document.querySelector<HTMLMetaElement>('meta[name="eventos:gtm"]')?.content;
  if (!id) return null;
  const scriptUrl =
    document.querySelector<HTMLMetaElement>('meta[name="eventos:gtm-script"]')?.content || 'https://www.googletagmanager.com/gtm.js';
  return { containerId: id, scriptUrl };
}

export function storedChoice(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const value = getCookie(CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : null;
}

interface State {
  choice: ConsentChoice | null;
  /** The banner was reopened from the footer link. */
  reopened: boolean;
}

let state: State = { choice: null, reopened: false };
let initialised = false;
const listeners = new Set<() => void>();

function emit(next: State) {
  state = next;
  for (const l of listeners) l();
}

function ensureInit() {
  if (initialised || typeof document === 'undefined') return;
  initialised = true;
  state = { choice: storedChoice(), reopened: false };
}

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

let loaded = false;

/** Adds the tag manager's script (once). Only called after "Aceptar". */
export function loadTagManager(config: TagManagerConfig): void {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${config.scriptUrl}?id=${encodeURIComponent(config.containerId)}`;
  script.dataset.consent = 'analytics';
  document.head.appendChild(script);
}

export function chooseConsent(choice: ConsentChoice): void {
  ensureInit();
  const previous = state.choice;
  setCookie(CONSENT_COOKIE, choice, { maxAgeSeconds: ONE_YEAR });
  emit({ choice, reopened: false });
  const config = tagManagerConfig();
  if (choice === 'granted' && config) loadTagManager(config);
  // A loaded tag manager can't be unloaded: withdrawing consent reloads the page without it.
  if (choice === 'denied' && previous === 'granted' && loaded) window.location.reload();
}

export function reopenConsent(): void {
  ensureInit();
  emit({ ...state, reopened: true });
}

/** On start: a visitor who already accepted gets the tag manager again. */
export function startTagManagerIfAccepted(): void {
  ensureInit();
  const config = tagManagerConfig();
  if (config && state.choice === 'granted') loadTagManager(config);
}

const serverState: State = { choice: null, reopened: false };

export function useConsentState(): State {
  return useSyncExternalStore(
    (listener) => {
      ensureInit();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      ensureInit();
      return state;
    },
    () => serverState,
  );
}

/**
 * Pushes a key action to the dataLayer (search, provider view, quotation request, event
 * published, quotation sent, review written). Only with consent and a configured container;
 * otherwise nothing is recorded anywhere.
 */
export function trackEvent(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  ensureInit();
  if (state.choice !== 'granted' || !tagManagerConfig()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...params });
}
