import { describe, expect, it } from "vitest";
import { newToken, open, seal, tokenHash } from "./secret-box.server.ts";

const SECRET = "a".repeat(64);

describe("secret box", () => {
  it("opens what it sealed, and only with the same secret and purpose", () => {
    const sealed = seal(SECRET, "totp", "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(open(SECRET, "totp", sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(open("b".repeat(64), "totp", sealed)).toBeNull();
    expect(open(SECRET, "invite-mail", sealed)).toBeNull();
  });

  it("refuses an altered value", () => {
    const sealed = seal(SECRET, "totp", "secret");
    const [v, iv, body] = sealed.split(".") as [string, string, string];
    const flipped = Buffer.from(body, "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(open(SECRET, "totp", [v, iv, flipped.toString("base64url")].join("."))).toBeNull();
    expect(open(SECRET, "totp", "v1.x")).toBeNull();
    expect(open(SECRET, "totp", "plain text")).toBeNull();
  });

  it("seals the same text differently each time, and makes distinct tokens", () => {
    expect(seal(SECRET, "totp", "same")).not.toBe(seal(SECRET, "totp", "same"));
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toContain(token);
  });
});
