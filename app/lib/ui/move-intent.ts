/**
 * The value a MoveButtons button posts (`<kind>:up:<id>`, `<kind>:first:<id>`;
 * components/admin/move-buttons.tsx), read back by the action that moves the row: what
 * moves, and where to (a step up or down, or straight to the top). Null for any other
 * value, so the action can answer "unknown action". A list whose action has no move to
 * the top asks without `first`, and a `first` value is unknown to it.
 */
export type MoveStep = -1 | 1 | "first";
export type MoveIntent<K extends string, S extends MoveStep = -1 | 1> = { kind: K; id: number; step: S };

export function moveIntent<K extends string>(value: unknown, kinds: readonly K[]): MoveIntent<K> | null;
export function moveIntent<K extends string>(
  value: unknown,
  kinds: readonly K[],
  options: { first: true },
): MoveIntent<K, MoveStep> | null;
export function moveIntent<K extends string>(
  value: unknown,
  kinds: readonly K[],
  options?: { first: true },
): MoveIntent<K, MoveStep> | null {
  if (typeof value !== "string") return null;
  const match = /^([a-z-]+):(up|down|first):(\d{1,9})$/.exec(value);
  if (!match || !(kinds as readonly string[]).includes(match[1]!)) return null;
  if (match[2] === "first" && !options?.first) return null;
  const step: MoveStep = match[2] === "first" ? "first" : match[2] === "up" ? -1 : 1;
  return { kind: match[1] as K, id: Number(match[3]), step };
}
