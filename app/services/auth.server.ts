import type { Kysely } from "kysely";
import { redirect } from "react-router";
import { findAdminForLogin, normalizeUsername } from "./admins.server.ts";
import { getConfig } from "./config.server.ts";
import { getDb, type Tables } from "./db.server.ts";
import { DECOY_HASH, PASSWORD_MAX_LENGTH, verifyPassword } from "./passwords.server.ts";
import { describeWait } from "./rate-limit.server.ts";
import {
  createSession,
  deleteSession,
  readSession,
  SESSION_ABSOLUTE_MS,
  type SessionAdmin,
} from "./sessions.server.ts";

/**
 * Staff authentication: login with throttling, the session cookie, `requireAdmin`
 * for every protected loader and action, and the same-origin check for staff POSTs.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

// Over HTTPS the cookie is `__Host-` prefixed: the browser then insists on Secure,
// Path=/ and no Domain, so no subdomain can plant or overwrite it.
const SECURE_COOKIE = "__Host-staff_session";
const PLAIN_COOKIE = "staff_session";

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function readCookie(request: Request): string | undefined {
  const name = isHttps(request) ? SECURE_COOKIE : PLAIN_COOKIE;
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  const https = isHttps(request);
  return [
    `${https ? SECURE_COOKIE : PLAIN_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

export type LoginResult =
  | { ok: true; admin: SessionAdmin; setCookie: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterMs: number; message: string };

async function throttle(db: Kysely<Tables>, username: string, address: string, now: number) {
  const since = now - LOGIN_WINDOW_MS;
  const failures = (column: "username" | "address", value: string) =>
    db
      .selectFrom("login_attempts")
      .select(["at_ms"])
      .where(column, "=", value)
      .where("success", "=", 0)
      .where("at_ms", ">", since)
      .orderBy("at_ms", "desc")
      .limit(LOGIN_FAILURE_LIMIT)
      .execute();
  let retryAfterMs = 0;
  for (const rows of [await failures("username", username), await failures("address", address)]) {
    // The 5th most recent failure ageing out of the window is when trying makes sense again.
    if (rows.length >= LOGIN_FAILURE_LIMIT)
      retryAfterMs = Math.max(retryAfterMs, Number(rows.at(-1)?.at_ms) + LOGIN_WINDOW_MS - now);
  }
  return retryAfterMs;
}

/**
 * Checks a login. Unknown user and wrong password give the same result after the
 * same work (a decoy hash is verified for unknown users). Every attempt is logged
 * and recorded, never with the password.
 */
export async function login(
  request: Request,
  input: { username: unknown; password: unknown; address: string },
  options: { db?: Kysely<Tables>; now?: number } = {},
): Promise<LoginResult> {
  const db = options.db ?? getDb();
  const now = options.now ?? Date.now();
  const username = typeof input.username === "string" ? normalizeUsername(input.username).slice(0, 128) : "";
  const password = typeof input.password === "string" ? input.password : "";
  const address = input.address;
  const log = (outcome: string) => console.log(JSON.stringify({ event: "login_attempt", username, address, outcome }));

  const waitMs = await throttle(db, username, address, now);
  if (waitMs > 0) {
    log("throttled");
    return {
      ok: false,
      reason: "throttled",
      retryAfterMs: waitMs,
      message: `Too many failed attempts. Please try again in ${describeWait(waitMs)}.`,
    };
  }

  const admin = username ? await findAdminForLogin(db, username) : undefined;
  const acceptable = password.length > 0 && password.length <= PASSWORD_MAX_LENGTH * 4;
  const matches = await verifyPassword(acceptable ? password : "-", admin?.password_hash ?? DECOY_HASH);
  const success = Boolean(admin && acceptable && matches);
  await db
    .insertInto("login_attempts")
    .values({ username, address, at_ms: now, success: success ? 1 : 0 })
    .execute();
  if (!success || !admin) {
    log("failure");
    return { ok: false, reason: "invalid" };
  }
  const token = await createSession(db, getConfig().sessionSecret, admin.id, now);
  log("success");
  return {
    ok: true,
    admin: { id: admin.id, username: admin.username, name: admin.name, email: admin.email },
    setCookie: sessionCookie(request, token, SESSION_ABSOLUTE_MS / 1000),
  };
}

/** How a staff member is named where their actions are recorded ("marked replied by …"). */
export function staffName(admin: Pick<SessionAdmin, "name" | "username">): string {
  return admin.name?.trim() || admin.username;
}

/** The signed-in admin, or null. */
export async function currentAdmin(request: Request): Promise<SessionAdmin | null> {
  const token = readCookie(request);
  if (!token) return null;
  return readSession(getDb(), getConfig().sessionSecret, token);
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
  const token = readCookie(request);
  if (token) await deleteSession(getDb(), getConfig().sessionSecret, token);
  return sessionCookie(request, "", 0);
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
    console.warn(JSON.stringify({ event: "foreign_origin_rejected", path: new URL(request.url).pathname, origin }));
    throw Response.json({ success: false, message: "Requests from other sites are not accepted." }, { status: 403 });
  }
}
