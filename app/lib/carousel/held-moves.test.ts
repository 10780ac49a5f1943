import { describe, expect, it } from "vitest";
import { askHeldMove, heldMoveBase, NO_HELD_MOVES } from "./held-moves";
import { previousIndex } from "./carousel-index";

describe("held moves (a carousel whose slide is in the URL)", () => {
  it("a second press before the first lands goes on from the first one's slide", () => {
    let moves = NO_HELD_MOVES;
    const shown = 2; // "3 / 6"
    const first = previousIndex(heldMoveBase(moves, shown), 6);
    moves = askHeldMove(moves, shown, first);
    const second = previousIndex(heldMoveBase(moves, shown), 6);
    expect([first, second]).toEqual([1, 0]);
  });

  it("once the last move lands, the next starts from the slide drawn", () => {
    let moves = askHeldMove(NO_HELD_MOVES, 2, 1);
    moves = askHeldMove(moves, 2, 0);
    expect(heldMoveBase(moves, 0)).toBe(0);
  });

  it("a move landing on its way keeps the later ones in flight", () => {
    let moves = askHeldMove(NO_HELD_MOVES, 2, 1);
    moves = askHeldMove(moves, 2, 0);
    expect(heldMoveBase(moves, 1)).toBe(0);
  });

  it("a slide none of the moves asked for (Back, a link) starts afresh from it", () => {
    let moves = askHeldMove(NO_HELD_MOVES, 2, 3);
    moves = askHeldMove(moves, 2, 4);
    expect(heldMoveBase(moves, 5)).toBe(5);
    expect(askHeldMove(moves, 5, 0)).toEqual({ from: 5, targets: [0] });
  });

  it("with nothing asked, a move starts from the slide drawn", () => {
    expect(heldMoveBase(NO_HELD_MOVES, 4)).toBe(4);
  });
});
