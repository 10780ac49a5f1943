import { describe, expect, it } from "vitest";
import { honeypotFilled } from "./honeypot.ts";

describe("honeypotFilled", () => {
  it("leaves an absent, empty or whitespace-only field to the other checks", () => {
    for (const value of [undefined, "", " ", "\t\n", "\u00a0"])
      expect(honeypotFilled(value), JSON.stringify(value)).toBe(false);
  });

  it("takes any text, or anything that is not a string, as a robot's", () => {
    for (const value of ["x", "  http://spam.example  ", null, 0, [], {}]) {
      expect(honeypotFilled(value), JSON.stringify(value)).toBe(true);
    }
  });
});
