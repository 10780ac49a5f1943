/**
 * Moves asked of a carousel whose current slide someone else holds (the page's URL):
 * each move is a navigation that lands a render or more later, and a second arrow
 * press before then must go on from the first one's slide, not the slide still drawn.
 * `from` is the slide drawn when the moves in flight were asked for.
 */
export type HeldMoves = { readonly from: number; readonly targets: readonly number[] };

export const NO_HELD_MOVES: HeldMoves = { from: -1, targets: [] };

/**
 * What is still in flight now that `shown` is drawn. Navigations land in order, so a
 * slide among the targets drops it and those before it; a slide that is none of
 * them (Back, a link) was not ours, and nothing asked earlier still counts.
 */
export function settleHeldMoves(moves: HeldMoves, shown: number): HeldMoves {
  if (shown === moves.from) return moves;
  const landed = moves.targets.indexOf(shown);
  if (landed === -1) return NO_HELD_MOVES;
  return { from: shown, targets: moves.targets.slice(landed + 1) };
}

/** The slide a new move starts from: the last one asked for, else the one drawn. */
export function heldMoveBase(moves: HeldMoves, shown: number): number {
  return settleHeldMoves(moves, shown).targets.at(-1) ?? shown;
}

/** Records a move to `to`, asked while `shown` is drawn. */
export function askHeldMove(moves: HeldMoves, shown: number, to: number): HeldMoves {
  const settled = settleHeldMoves(moves, shown);
  return { from: shown, targets: [...settled.targets, to] };
}
