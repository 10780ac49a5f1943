import { describe, expect, it } from "vitest";
import { isRecent, RECENT_VERIFICATION_MS, safeNext, verifyUrl } from "./recent-verification.ts";

describe("recent verification", () => {
  const now = Date.UTC(2026, 10, 27, 10, 0, 0);

  it("lasts 10 minutes, and never without a verification", () => {
    expect(isRecent(now - 60_000, now)).toBe(true);
    expect(isRecent(now - RECENT_VERIFICATION_MS + 1, now)).toBe(true);
    expect(isRecent(now - RECENT_VERIFICATION_MS, now)).toBe(false);
    expect(isRecent(null, now)).toBe(false);
    expect(isRecent(now + 30_000, now)).toBe(true);
    expect(isRecent(now + 24 * 60 * 60_000, now)).toBe(false);
  });

  it("returns only to staff pages, never to another site or to the step itself", () => {
    expect(safeNext("/admin/account/two-step")).toBe("/admin/account/two-step");
    for (const next of [
      "https://evil.example/",
      "//evil.example",
      "/admin/../x",
      "/admin/a?x=1",
      "/",
      null,
      undefined,
    ]) {
      expect(safeNext(next), String(next)).toBe("/admin/account");
    }
    expect(safeNext("/admin/account/verify")).toBe("/admin/account");
    expect(verifyUrl("/admin/account/two-step")).toBe("/admin/account/verify?next=%2Fadmin%2Faccount%2Ftwo-step");
  });
});
