/**
 * Recovery codes: ten single-use codes shown once when two-step sign-in is turned
 * on, for the day the phone is lost. Each is 24 characters of Crockford's base32
 * (no i, l, o or u to misread): 120 random bits, so a stored SHA-256 is as safe as
 * a slow hash would be (ASVS 5.0 V6 asks for 112 bits or more). Shown in groups of
 * four; typed with or without the dashes, in any case, with i/l for 1 and o for 0.
 */
export const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const RECOVERY_CODE_LENGTH = 24;
export const RECOVERY_CODE_COUNT = 10;

/** The code as shown: "7k2m-q9xd-…". */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** What the person typed, as stored codes are made (null when it cannot be a code). */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  return [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

/** A code from random bytes (one byte per character; 256 is a multiple of 32, so no bias). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error("Not enough random bytes for a recovery code.");
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_ALPHABET[bytes[i]! & 31];
  return code;
}

/** A TOTP code as typed: six digits, spaces allowed ("123 456"). */
export function normalizeTotpCode(input: string): string | null {
  const code = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}
