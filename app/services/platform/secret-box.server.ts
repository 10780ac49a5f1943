import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets the server must read back (an authenticator app's TOTP secret, an
 * invitation's token while its e-mail waits in the outbox) are stored sealed with
 * AES-256-GCM, under a key derived from SESSION_SECRET with HKDF and a purpose name.
 * A copy of the database alone (a backup, a leaked dump) does not give them; the
 * server that holds SESSION_SECRET does. Changing SESSION_SECRET therefore turns
 * authenticator apps off in effect: those people sign in with a recovery code or a
 * passkey and set the app up again (README, "Two-step sign-in").
 *
 * Stored as `v1.<iv>.<ciphertext><tag>`, base64url; the purpose is also the
 * associated data, so a value sealed for one use does not open for another.
 */
const VERSION = "v1";

function key(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "mens-studio secret-box", `secret-box:${purpose}`, 32));
}

export function seal(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString("base64url"), body.toString("base64url")].join(".");
}

/** The sealed text, or null when it was sealed under another secret or purpose, or altered. */
export function open(secret: string, purpose: string, sealed: string): string | null {
  const [version, ivText, bodyText] = sealed.split(".");
  if (version !== VERSION || !ivText || !bodyText) return null;
  try {
    const body = Buffer.from(bodyText, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(secret, purpose), Buffer.from(ivText, "base64url"));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** A random one-time token for a link or a cookie (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * How one-time tokens and recovery codes are stored: SHA-256. Enough for random
 * values of 112 bits or more (ASVS 5.0 V6: a salted slow hash is needed only below
 * that), and it lets a presented token be found by its hash directly.
 */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
