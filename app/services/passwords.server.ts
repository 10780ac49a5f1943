import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/**
 * Password hashing with scrypt from node:crypto (no native build). N=2^17, r=8, p=1
 * needs 128 MiB per hash (128·N·r bytes), above Node's 32 MiB default `maxmem`, and
 * takes about half a second: slow on purpose. Stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so parameters can be raised later
 * without breaking existing hashes.
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 256 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

// Each hash holds 128 MiB while it runs; a burst of logins must not exhaust memory.
let running = 0;
const waiting: Array<() => void> = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await limited(() => derive(password, salt, { N: 2 ** LOG_N, r: R, p: P, maxmem: MAX_MEM }));
  return ["scrypt", LOG_N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, logN, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, "base64url");
  const key = await limited(() =>
    derive(password, Buffer.from(saltText, "base64url"), {
      N: 2 ** Number(logN),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEM,
    }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A real hash of a random password nobody knows. Verifying a login for an unknown
 * username against it costs the same time as a wrong password for a real one, so
 * the answer time does not tell which usernames exist.
 */
export const DECOY_HASH = "scrypt$17$8$1$4qjC6BeKInAno1NxD-0fpg$8JrVHhAxxMV5_GIE6XktbPaxkhcUMpo9h9E1rT7tgbE";

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, username?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`;
  const plain = password.toLowerCase().replace(/\s+/g, "");
  if (COMMON_PASSWORDS.has(plain)) return "That password is on the list of common passwords. Choose another.";
  if (/^(.)\1+$/.test(plain)) return "The password must not repeat one character.";
  if (username && plain.includes(username.toLowerCase().replace(/\s+/g, ""))) {
    return "The password must not contain the username.";
  }
  return null;
}
