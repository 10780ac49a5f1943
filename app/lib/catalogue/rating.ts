/** A card shows floor(rating) stars out of 5, clamped to 0..5 (docs/behaviour.md#collections). */
export function starCount(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}
