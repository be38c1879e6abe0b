/** Pure helpers for drag-to-reorder (HTML5 drag and drop, and the keyboard move buttons). */

/** A copy of `list` with the element at `from` moved to `to` (indexes clamped; same list if no-op). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = list.slice();
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  if (target === from) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(target, 0, moved as T);
  return copy;
}

/** True when both lists hold the same values in the same order. */
export function sameOrder<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Screen-reader text after a move: "Foto movida a la posición 2 de 5" / "Video movido a…". */
export function movedAnnouncement(kind: 'photo' | 'video', position: number, total: number): string {
  const what = kind === 'video' ? 'Video movido' : 'Foto movida';
  return `${what} a la posición ${position} de ${total}`;
}
