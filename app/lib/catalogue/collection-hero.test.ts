import { describe, expect, it } from "vitest";
import { badgesIntent, parseHeroBadges } from "./collection-hero.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

const posted = {
  heroBadge: "New Summer Collection",
  heroTag: "Limited Edition",
  "figure-0-value": "{customersShort}",
  "figure-0-label": "Happy Customers",
  "figure-1-value": "",
  "figure-1-label": "",
  "figure-2-value": "24/7",
  "figure-2-label": "Customer Support",
  "figure-3-value": "100%",
  "figure-3-label": "Premium Materials",
};

function parsed(fields: Record<string, string>, intent: string) {
  const submission = parseHeroBadges(form(fields), badgesIntent(intent)!);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.reply().error));
  return submission.value;
}

describe("the hero's badges form", () => {
  it("keeps the filled rows in order; a blank row is no figure", () => {
    expect(parsed(posted, "badges")).toEqual({
      badge: "New Summer Collection",
      tag: "Limited Edition",
      figures: [
        { value: "{customersShort}", label: "Happy Customers" },
        { value: "24/7", label: "Customer Support" },
        { value: "100%", label: "Premium Materials" },
      ],
    });
  });

  it("moves a figure past blank rows, and removes one", () => {
    expect(parsed(posted, "figure:up:2").figures.map((f) => f.value)).toEqual(["24/7", "{customersShort}", "100%"]);
    expect(parsed(posted, "figure:down:2").figures.map((f) => f.value)).toEqual(["{customersShort}", "100%", "24/7"]);
    expect(parsed(posted, "figure:delete:0").figures.map((f) => f.value)).toEqual(["24/7", "100%"]);
  });

  it("refuses half a figure, a fourth figure and a typed rating, each next to its field", () => {
    const half = parseHeroBadges(form({ ...posted, "figure-1-value": "7 days" }), { kind: "save" });
    expect(half.status).toBe("error");
    expect(half.reply().error?.["figure-1-label"]).toEqual(["Figure 2 needs a label, e.g. Customer Support."]);
    const fourth = parseHeroBadges(form({ ...posted, "figure-1-value": "7 days", "figure-1-label": "Alterations" }), {
      kind: "save",
    });
    expect(fourth.reply().error?.["figure-3-value"]).toEqual(["A hero has room for 3 figures."]);
    const twice = parseHeroBadges(form({ ...posted, "figure-3-label": "customer support" }), { kind: "save" });
    expect(twice.reply().error?.["figure-3-label"]).toEqual(["Figure 4 has the label of another figure."]);
    const rating = parseHeroBadges(form({ ...posted, "figure-0-value": "{rating}" }), { kind: "save" });
    expect(rating.reply().error?.["figure-0-value"]?.[0]).toContain("the rating line states the rating");
  });

  it("knows only its own buttons", () => {
    expect(badgesIntent("save")).toBeNull();
    expect(badgesIntent("figure:first:1")).toBeNull();
    expect(badgesIntent("figure:up:1")).toEqual({ kind: "move", row: 1, step: -1 });
  });
});
