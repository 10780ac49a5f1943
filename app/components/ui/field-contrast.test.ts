import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "~/lib/ui/contrast";
import { adminStyles } from "../admin/admin-styles";
import { buttonVariants } from "./button-variants";
import { FIELD_BORDER, FIELD_FOCUS_BORDER } from "./field";

/** The theme's colours, read from theme.css (the one place they are defined). */
function themeColours(): Record<string, string> {
  const css = readFileSync(join(import.meta.dirname, "../../theme.css"), "utf8");
  return Object.fromEntries([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]));
}

const colourOf = (borderClass: string, colours: Record<string, string>) => {
  // "focus:border-brass-deep" is the border in focus.
  const name = /^(?:[a-z-]+:)?border-([\w-]+)$/.exec(borderClass)?.[1];
  const hex = name ? colours[name] : undefined;
  if (!hex) throw new Error(`${borderClass} is not a solid theme colour`);
  return hex;
};

// WCAG 1.4.11: the edge of a control people must find needs 3:1 against what is next to it.
describe("form controls can be seen", () => {
  const colours = themeColours();
  // Fields are white (paper) boxes on white cards (contact form, staff login) or on ivory pages.
  const grounds = { paper: colours.paper!, ivory: colours.ivory! };

  it("field borders, idle, in error and in focus, reach 3:1 against the field and the ground around it", () => {
    for (const [state, border] of Object.entries({ ...FIELD_BORDER, focused: FIELD_FOCUS_BORDER })) {
      for (const [groundName, ground] of Object.entries(grounds)) {
        const ratio = contrastRatio(colourOf(border, colours), ground);
        expect(ratio, `${state} border ${border} on ${groundName}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("the staff screens' inputs and selects take their edges from FIELD_BORDER, and the public fields' focus edge is the tested one", () => {
    const edges = [FIELD_BORDER.idle, FIELD_FOCUS_BORDER];
    const classes = adminStyles.input.split(" ");
    for (const edge of edges) expect(classes).toContain(edge);
    expect(classes.filter((c) => /^(?:[a-z-]+:)?border-[a-z]/.test(c) && !edges.includes(c as never))).toEqual([]);
    // field.tsx writes its focus edge out too (see FIELD_BORDER).
    const field = readFileSync(join(import.meta.dirname, "field.tsx"), "utf8");
    expect(field).toContain(` ${FIELD_FOCUS_BORDER} `);
    expect(field.match(/\bfocus:border-[\w-]+/g)?.filter((c) => c !== FIELD_FOCUS_BORDER)).toEqual([]);
  });

  it("the quiet (subtle) button's border reaches 3:1 on white", () => {
    const border = buttonVariants({ variant: "subtle" })
      .split(" ")
      .find((c) => /^border-[a-z]/.test(c) && c !== "border")!;
    expect(contrastRatio(colourOf(border, colours), grounds.paper)).toBeGreaterThanOrEqual(3);
  });

  it("the divider colour is not used for a control's edge (it is 1.4:1, for lines between content)", () => {
    expect(contrastRatio(colours.line!, grounds.paper)).toBeLessThan(3);
    expect(Object.values(FIELD_BORDER)).not.toContain("border-line");
  });
});
