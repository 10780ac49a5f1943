import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The staff area's cookies, all HttpOnly and SameSite=Lax. Over HTTPS they are
 * `__Host-` prefixed: the browser then insists on Secure, Path=/ and no Domain, so
 * no subdomain can plant or overwrite them.
 */
export type StaffCookie = { secure: string; plain: string };

export const SESSION_COOKIE: StaffCookie = { secure: "__Host-staff_session", plain: "staff_session" };
/** Marks a browser that has signed in before, so strangers' failures do not lock it out. */
export const DEVICE_COOKIE: StaffCookie = { secure: "__Host-staff_device", plain: "staff_device" };
/** A right password waiting for its second step (pending_sign_ins). */
export const PENDING_COOKIE: StaffCookie = { secure: "__Host-staff_pending", plain: "staff_pending" };
/** Binds a passkey sign-in's challenge to the browser that asked for it. */
export const CHALLENGE_COOKIE: StaffCookie = { secure: "__Host-staff_passkey", plain: "staff_passkey" };

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function readCookie(request: Request, cookie: StaffCookie): string | undefined {
  const name = isHttps(request) ? cookie.secure : cookie.plain;
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function setCookie(request: Request, cookie: StaffCookie, value: string, maxAgeSeconds: number): string {
  const https = isHttps(request);
  return [
    `${https ? cookie.secure : cookie.plain}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

export function clearCookie(request: Request, cookie: StaffCookie): string {
  return setCookie(request, cookie, "", 0);
}

export function signDevice(secret: string, id: string): string {
  return createHmac("sha256", secret).update(`staff-device:${id}`).digest("base64url");
}

/** The browser's device id, if its cookie carries one we signed. */
export function readDevice(request: Request, secret: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(readCookie(request, DEVICE_COOKIE) ?? "");
  if (!match) return undefined;
  const [, id, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signDevice(secret, id));
  return timingSafeEqual(expected, Buffer.from(given)) ? id : undefined;
}

/** A random cookie token (256 bits, base64url) as our cookies carry it. */
export function isToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
