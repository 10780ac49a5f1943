import { createHmac } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { TRUSTED_FOR_MS } from "./login-throttle.server.ts";
import { SESSION_ABSOLUTE_MS } from "./sessions.server.ts";

/**
 * The staff area's cookies, all React Router `createCookie`s: HttpOnly (no script
 * reads them) and SameSite=Lax (no other site's form posts carry them). Over HTTPS
 * they are `__Host-` prefixed and Secure: the browser then insists on Path=/ and no
 * Domain, so no subdomain can plant or overwrite them.
 *
 * - session: the random token the sessions table knows by its HMAC;
 * - device: marks a browser that has signed in before, so strangers' failures do not
 *   lock it out (login-throttle.server.ts); a random id, signed with a key derived
 *   from the session secret for this cookie alone, so a made-up id is no way past;
 * - pending: a right password waiting for its second step (pending_sign_ins);
 * - passkey: binds a passkey sign-in's challenge to the browser that asked for it.
 */
const PENDING_MS = 5 * 60 * 1000;

const KINDS = {
  session: { name: "staff_session", maxAgeMs: SESSION_ABSOLUTE_MS, signed: false },
  device: { name: "staff_device", maxAgeMs: TRUSTED_FOR_MS, signed: true },
  pending: { name: "staff_pending", maxAgeMs: PENDING_MS, signed: false },
  passkey: { name: "staff_passkey", maxAgeMs: PENDING_MS, signed: false },
} as const;

export type StaffCookieKind = keyof typeof KINDS;

const cache = new Map<string, Cookie>();

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function cookie(request: Request, kind: StaffCookieKind, secret?: string): Cookie {
  const https = isHttps(request);
  const { name, maxAgeMs, signed } = KINDS[kind];
  const key = signed && secret ? createHmac("sha256", secret).update("staff-device-cookie").digest("base64url") : "";
  const cacheKey = `${kind}:${https}:${key}`;
  let made = cache.get(cacheKey);
  if (!made) {
    made = createCookie(https ? `__Host-${name}` : name, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: https,
      maxAge: maxAgeMs / 1000,
      ...(key ? { secrets: [key] } : {}),
    });
    cache.set(cacheKey, made);
  }
  return made;
}

/** The cookie's value as this browser sent it (for a signed cookie: only when our signature holds). */
export async function readCookie(
  request: Request,
  kind: StaffCookieKind,
  secret?: string,
): Promise<string | undefined> {
  const value: unknown = await cookie(request, kind, secret).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The Set-Cookie header that sets it. */
export function setCookie(request: Request, kind: StaffCookieKind, value: string, secret?: string): Promise<string> {
  return cookie(request, kind, secret).serialize(value);
}

/** The Set-Cookie header that removes it. */
export function clearCookie(request: Request, kind: StaffCookieKind): Promise<string> {
  return cookie(request, kind).serialize("", { maxAge: 0 });
}

/** The browser's device id, if its cookie carries one we signed. */
export async function readDevice(request: Request, secret: string): Promise<string | undefined> {
  const id = await readCookie(request, "device", secret);
  return id !== undefined && /^[A-Za-z0-9_-]{22}$/.test(id) ? id : undefined;
}

/** A random cookie token (256 bits, base64url) as our cookies carry it. */
export function isToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
