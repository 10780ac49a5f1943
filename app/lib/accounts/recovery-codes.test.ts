import { describe, expect, it } from "vitest";
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
} from "./recovery-codes.ts";

describe("recovery codes", () => {
  it("uses 32 distinct characters, 24 of them: 120 bits", () => {
    expect(new Set(RECOVERY_ALPHABET).size).toBe(32);
    expect(RECOVERY_CODE_LENGTH * Math.log2(RECOVERY_ALPHABET.length)).toBeGreaterThanOrEqual(112);
  });

  it("reads a code back however it is typed", () => {
    const code = recoveryCodeFromBytes(Uint8Array.from({ length: 24 }, (_, i) => i * 11));
    const shown = formatRecoveryCode(code);
    expect(shown).toMatch(/^([0-9a-z]{4}-){5}[0-9a-z]{4}$/);
    expect(normalizeRecoveryCode(shown)).toBe(code);
    expect(normalizeRecoveryCode(` ${shown.toUpperCase().replace(/-/g, " ")} `)).toBe(code);
    expect(normalizeRecoveryCode("0l0i-0000-0000-0000-0000-000O")).toBe("010100000000000000000000");
  });

  it("refuses what cannot be a code", () => {
    expect(normalizeRecoveryCode("abcd")).toBeNull();
    expect(normalizeRecoveryCode("u".repeat(24))).toBeNull();
    expect(() => recoveryCodeFromBytes(new Uint8Array(10))).toThrow();
  });

  it("reads a six-digit authenticator code", () => {
    expect(normalizeTotpCode("123 456")).toBe("123456");
    expect(normalizeTotpCode("12345")).toBeNull();
    expect(normalizeTotpCode("12345a")).toBeNull();
  });
});
