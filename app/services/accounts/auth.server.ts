import { createHmac, randomBytes } from "node:crypto";
import { createCookie, redirect, type Cookie } from "react-router";
import { findAdminForLogin, normalizeUsername } from "./admins.server.ts";
import { getConfig } from "../platform/config.server.ts";
import { getDatabase, type Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import {
  recordLoginSuccess,
  releaseLoginAttempt,
  reserveLoginAttempt,
  TRUSTED_FOR_MS,
} from "./login-throttle.server.ts";
import { PASSWORD_MAX_LENGTH, PasswordCheckBusy, verifyDecoy, verifyPassword } from "./passwords.server.ts";
import { describeWait } from "../platform/rate-limit.server.ts";
import {
  createSession,
  deleteSession,
  readSession,
  SESSION_ABSOLUTE_MS,
  type SessionAdmin,
} from "./sessions.server.ts";

/**
 * Staff authentication: login (throttled by login-throttle.server.ts), the session
 * and device cookies, `requireAdmin` for every protected loader and action, and the
 * same-origin check for staff POSTs.
 */

/**
 * The session cookie: the random token the sessions table knows by its HMAC. Over
 * HTTPS the cookies are `__Host-` prefixed: the browser then insists on Secure,
 * Path=/ and no Domain, so no subdomain can plant or overwrite them. HttpOnly (no
 * script reads them) and SameSite=Lax (no other site's form posts carry them).
 */
const SESSION_COOKIES = {
  https: staffCookie("__Host-staff_session", true, SESSION_ABSOLUTE_MS),
  http: staffCookie("staff_session", false, SESSION_ABSOLUTE_MS),
};

function staffCookie(name: string, https: boolean, maxAgeMs: number, secrets?: string[]): Cookie {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: https,
    maxAge: maxAgeMs / 1000,
    secrets,
  });
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function sessionCookie(request: Request): Cookie {
  return isHttps(request) ? SESSION_COOKIES.https : SESSION_COOKIES.http;
}

/**
 * Marks a browser that has signed in before, so strangers' failures do not lock it
 * out (login-throttle.server.ts). It holds a random id, signed: a made-up id is no
 * way past the throttle. The signing key is derived from the session secret for
 * this cookie alone.
 */
function deviceCookie(request: Request, secret: string): Cookie {
  const key = createHmac("sha256", secret).update("staff-device-cookie").digest("base64url");
  const https = isHttps(request);
  return staffCookie(https ? "__Host-staff_device" : "staff_device", https, TRUSTED_FOR_MS, [key]);
}

/** The browser's device id, if its cookie carries one we signed. */
async function readDevice(request: Request, secret: string): Promise<string | undefined> {
  const id: unknown = await deviceCookie(request, secret).parse(request.headers.get("Cookie"));
  return typeof id === "string" && /^[A-Za-z0-9_-]{22}$/.test(id) ? id : undefined;
}

/** The session token the browser sent, or undefined. */
async function readSessionToken(request: Request): Promise<string | undefined> {
  const token: unknown = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof token === "string" && token !== "" ? token : undefined;
}

/** Username (128 characters kept) and password (256) in the costliest encoding, 12 bytes a character, plus room. */
export const LOGIN_BODY_MAX_BYTES = (128 + PASSWORD_MAX_LENGTH) * 12 + 1024;

export type LoginResult =
  | { ok: true; admin: SessionAdmin; setCookies: string[] }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled" | "busy"; retryAfterMs: number; message: string };

/**
 * Checks a login. Unknown user and wrong password give the same answer after the
 * same work (a decoy check for unknown users). The attempt is reserved before the
 * password is checked and recorded, never with the password; every attempt is logged.
 */
export async function login(
  request: Request,
  input: { username: unknown; password: unknown; address: string },
  options: { database: Database; secret: string; now?: number },
): Promise<LoginResult> {
  const { database, secret } = options;
  const now = options.now ?? Date.now();
  const username = typeof input.username === "string" ? normalizeUsername(input.username).slice(0, 128) : "";
  const password = typeof input.password === "string" ? input.password : "";
  const address = input.address;
  const device = await readDevice(request, secret);
  const logAttempt = (outcome: string) => log.info("login_attempt", { username, address, outcome, device: !!device });

  const reservation = await reserveLoginAttempt(database, { username, address, device }, now);
  if (!reservation.granted) {
    logAttempt("throttled");
    return {
      ok: false,
      reason: "throttled",
      retryAfterMs: reservation.retryAfterMs,
      message: `Too many failed attempts. Please try again in ${describeWait(reservation.retryAfterMs)}.`,
    };
  }

  let admin: Awaited<ReturnType<typeof findAdminForLogin>>;
  let matches: boolean;
  try {
    admin = username ? await findAdminForLogin(database, username) : undefined;
    const acceptable = password.length > 0 && password.length <= PASSWORD_MAX_LENGTH * 4;
    matches = admin
      ? (await verifyPassword(acceptable ? password : "-", admin.password_hash)) && acceptable
      : await verifyDecoy(password);
  } catch (error) {
    if (!(error instanceof PasswordCheckBusy)) throw error;
    // Nothing was checked, so nothing counts against anyone.
    await releaseLoginAttempt(database, reservation.id);
    logAttempt("busy");
    return {
      ok: false,
      reason: "busy",
      retryAfterMs: error.retryAfterMs,
      message: "Many people are signing in right now. Please try again in a few seconds.",
    };
  }
  if (!admin || !matches) {
    logAttempt("failure");
    return { ok: false, reason: "invalid" };
  }
  const deviceId = device ?? randomBytes(16).toString("base64url");
  await recordLoginSuccess(database, reservation.id, deviceId);
  const token = await createSession(database, secret, admin.id, now);
  logAttempt("success");
  return {
    ok: true,
    admin: { id: admin.id, username: admin.username, name: admin.name, email: admin.email },
    setCookies: [
      await sessionCookie(request).serialize(token),
      await deviceCookie(request, secret).serialize(deviceId),
    ],
  };
}

/** How a staff member is named where their actions are recorded ("marked replied by …"). */
export function staffName(admin: Pick<SessionAdmin, "name" | "username">): string {
  return admin.name?.trim() || admin.username;
}

/** The Set-Cookie headers of a successful login. */
export function loginCookieHeaders(result: Extract<LoginResult, { ok: true }>): Headers {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Status and headers of a refused login, the same for the form and the API: throttled 429, too busy 503. */
export function loginRefusal(result: Extract<LoginResult, { retryAfterMs: number }>): {
  status: 429 | 503;
  headers: Record<string, string>;
} {
  return {
    status: result.reason === "busy" ? 503 : 429,
    headers: { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) },
  };
}

/** The signed-in admin, or null. Called from route loaders, so it reads the process's database itself. */
export async function currentAdmin(request: Request): Promise<SessionAdmin | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  return readSession(getDatabase(), getConfig().sessionSecret, token);
}

/**
 * First line of every protected loader and action. Without a valid session, pages
 * redirect to the login page and APIs answer 401.
 */
export async function requireAdmin(request: Request): Promise<SessionAdmin> {
  const admin = await currentAdmin(request);
  if (admin) return admin;
  const path = new URL(request.url).pathname;
  if (path.startsWith("/api/")) {
    throw Response.json(
      { success: false, message: "Please log in." },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  }
  throw redirect("/admin");
}

/** Ends the session on the server and returns the header that clears the cookie. */
export async function logout(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) await deleteSession(getDatabase(), getConfig().sessionSecret, token);
  return sessionCookie(request).serialize("", { maxAge: 0 });
}

/**
 * Staff POSTs must come from our own pages. Browsers send Origin on every POST (and
 * Sec-Fetch-Site); a foreign one is refused. Tools without either (curl, the
 * admin script's tests) are not a cross-site threat: the session cookie is SameSite.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  const own = new URL(request.url).origin;
  const foreign = (origin !== null && origin !== own) || (site !== null && site !== "same-origin" && site !== "none");
  if (foreign) {
    log.warn("foreign_origin_rejected", { path: new URL(request.url).pathname, origin });
    throw Response.json({ success: false, message: "Requests from other sites are not accepted." }, { status: 403 });
  }
}
