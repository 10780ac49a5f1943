/** What every garment drawer returns (tops, bottoms, accessories), and how it hangs. */

/** How a piece is displayed: top hanger, clip hanger, a bar it is draped over, a stand, a plinth. */
export type Mount = "hanger" | "clip" | "bar" | "stand" | "plinth";

export type Drawing = {
  svg: string;
  /** Drawn before any layer worn under this one: the inside of the back, seen through the neckline. */
  back?: string;
  box: { x: number; y: number; w: number; h: number };
  mount: Mount;
  /** A point worth a close-up (collar, buttons, border, toe). */
  focus: readonly [number, number];
};
