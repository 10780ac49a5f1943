import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../lib/accounts/account-fields.ts";

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

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * At most HASHES_AT_ONCE hashes run at a time (each holds 128 MiB and a libuv
 * thread) and at most MAX_WAITING wait for a turn: past that a check is refused at
 * once with PasswordCheckBusy (the login answers 503 with Retry-After) instead of
 * queueing for longer than the login page waits. Decoy checks (unknown usernames,
 * below) never wait at all, so a flood of made-up usernames cannot push a real
 * login to the back of a long queue.
 */
export const HASHES_AT_ONCE = 2;
export const MAX_WAITING = 8;

export class PasswordCheckBusy extends Error {
  override name = "PasswordCheckBusy";
  readonly retryAfterMs = 2_000;
}

const hashing = pLimit(HASHES_AT_ONCE);
/** Recent time of one hash, for the decoy's stand-in wait; adjusts to the machine. */
let typicalHashMs = 500;

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.activeCount >= HASHES_AT_ONCE && hashing.pendingCount >= MAX_WAITING) {
    throw new PasswordCheckBusy("Too many password checks are waiting.");
  }
  return hashing(async () => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      typicalHashMs = typicalHashMs * 0.8 + (performance.now() - started) * 0.2;
    }
  });
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
 * The check for a username that does not exist: the same work as a real check when
 * the hashing is idle (so the answer time does not tell which usernames exist), and
 * otherwise only the same wait, without taking a slot or memory. A decoy never takes
 * the last free slot, so a real login always finds one free, whatever the flood of
 * made-up usernames. Always false.
 */
export async function verifyDecoy(password: string): Promise<false> {
  if (hashing.activeCount < HASHES_AT_ONCE - 1) {
    await verifyPassword(password, DECOY_HASH);
  } else {
    const ms = typicalHashMs * (0.9 + Math.random() * 0.2);
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
  return false;
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
