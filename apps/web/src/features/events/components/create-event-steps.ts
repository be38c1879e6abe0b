/** The 4 steps of the create-event wizard (SPEC §2: CREATE_EVENT_STEPS = 4). */
export const CREATE_EVENT_STEP_TITLES = [
  'Tipo de evento',
  'Servicios',
  'Lugar y fecha',
  'Descripción',
] as const;

/** The step of '/eventos/crear/:step?' as 1..4 (anything else → 1). */
export function parseCreateEventStep(value: string | undefined, steps: number): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= steps ? step : 1;
}
