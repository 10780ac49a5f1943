import { describe, expect, it } from "vitest";
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_KINDS,
  activityFilterParams,
  activityLabel,
  cleanActivityDetail,
  DETAIL_VALUE_MAX,
  parseActivityFilter,
} from "./activity.ts";

describe("activity details", () => {
  it("drops anything named like a secret or a message's words, whoever passes it", () => {
    const clean = cleanActivityDetail({
      password: "hunter2hunter2",
      newPassword: "x",
      token: "abc",
      resetToken: "abc",
      code: "123456",
      recoveryCode: "abcd",
      totpSecret: "JBSWY3DP",
      message: "Hello, my number is …",
      body: "…",
      apiKey: "k",
      role: "staff",
      count: 3,
      ok: true,
    });
    expect(clean).toEqual({ role: "staff", count: 3, ok: true });
  });

  it("keeps values to one short line and ignores odd names", () => {
    const clean = cleanActivityDetail({ title: `a\r\nb${"x".repeat(500)}`, "bad name": "x", __proto__: "x" });
    expect(clean.title).toMatch(/^a bx+$/);
    expect(String(clean.title)).toHaveLength(DETAIL_VALUE_MAX);
    expect(Object.keys(clean)).toEqual(["title"]);
  });
});

describe("activity filter", () => {
  it("reads person, kind and dates from the URL and writes them back", () => {
    const filter = parseActivityFilter(new URLSearchParams("person=4&kind=sign-in&from=2026-11-30&to=2026-11-01"));
    expect(filter).toEqual({ actor: 4, kind: "sign-in", from: "2026-11-01", to: "2026-11-30" });
    expect(activityFilterParams(filter, 3).toString()).toBe(
      "person=4&kind=sign-in&from=2026-11-01&to=2026-11-30&page=3",
    );
  });

  it("ignores what is not a person, a kind or a real date", () => {
    expect(parseActivityFilter(new URLSearchParams("person=me&kind=constructor&from=2026-02-30&to=yesterday"))).toEqual(
      {},
    );
  });

  it("names every action and gives each a known kind", () => {
    for (const [action, { kind, label }] of Object.entries(ACTIVITY_ACTIONS)) {
      expect(Object.keys(ACTIVITY_KINDS)).toContain(kind);
      expect(activityLabel(action)).toBe(label);
    }
    expect(activityLabel("something.new")).toBe("something.new");
  });
});
