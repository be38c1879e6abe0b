import { useCallback, useEffect, useState } from 'react';
import { EMPTY_DRAFT, loadDraft, saveDraft } from './event-draft';
import type { EventDraft } from './event-draft';

interface DraftState {
  key: string;
  draft: EventDraft;
  /** False while an edited event is loading (its data seeds the draft). */
  ready: boolean;
}

function initial(key: string, needsSeed: boolean): DraftState {
  const stored = loadDraft(key);
  return { key, draft: stored ?? EMPTY_DRAFT, ready: stored !== null || !needsSeed };
}

/**
 * The wizard's draft, saved to sessionStorage under `key` on every change. In edit mode
 * (`needsSeed`), a stored draft wins; otherwise `seed` (the loaded event) fills it once.
 */
export function useEventDraft(key: string, seed: EventDraft | null, needsSeed: boolean) {
  const [state, setState] = useState<DraftState>(() => initial(key, needsSeed));
  let current = state;
  if (current.key !== key) {
    current = initial(key, needsSeed);
    setState(current);
  }
  if (!current.ready && seed) {
    current = { key, draft: seed, ready: true };
    setState(current);
  }

  useEffect(() => {
    if (current.ready) saveDraft(current.key, current.draft);
  }, [current.key, current.ready, current.draft]);

  const update = useCallback((recipe: (draft: EventDraft) => EventDraft) => {
    setState((s) => ({ ...s, draft: recipe(s.draft) }));
  }, []);

  return { draft: current.draft, ready: current.ready, update };
}
