/** Puts ids in the given order (ids not listed keep their relative order after them). */
export function reorder(current: readonly number[], wanted: readonly number[]): number[] {
  const known = new Set(current);
  const first = [...new Set(wanted)].filter((id) => known.has(id));
  const listed = new Set(first);
  return [...first, ...current.filter((id) => !listed.has(id))];
}

/** The order after moving one id a step up (-1) or down (+1), or to the top ("first": a photo made the cover). */
export function moveStep(current: readonly number[], id: number, step: -1 | 1 | "first"): number[] {
  const index = current.indexOf(id);
  if (step === "first") return index < 0 ? [...current] : [id, ...current.filter((other) => other !== id)];
  const target = index + step;
  if (index < 0 || target < 0 || target >= current.length) return [...current];
  const next = [...current];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export type OrderChange = { ids: readonly number[] } | { id: number; step: -1 | 1 | "first" };

export function applyOrder(current: readonly number[], change: OrderChange): number[] {
  return "ids" in change ? reorder(current, change.ids) : moveStep(current, change.id, change.step);
}
