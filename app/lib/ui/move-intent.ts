/**
 * The value a MoveButtons button posts (`<kind>:up:<id>`, components/admin/move-buttons.tsx),
 * read back by the action that moves the row: what moves, and one step which way. Null
 * for any other value, so the action can answer "unknown action".
 */
export type MoveIntent<K extends string> = { kind: K; id: number; step: -1 | 1 };

export function moveIntent<K extends string>(value: unknown, kinds: readonly K[]): MoveIntent<K> | null {
  if (typeof value !== "string") return null;
  const match = /^([a-z-]+):(up|down):(\d{1,9})$/.exec(value);
  if (!match || !(kinds as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as K, id: Number(match[3]), step: match[2] === "up" ? -1 : 1 };
}
