import { createHmac, randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { can, type Permission, type Role } from "../../lib/accounts/roles.ts";
import { getConfig } from "../platform/config.server.ts";
import { getDatabase, type Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { describeWait } from "../platform/rate-limit.server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import { normalizeUsername } from "../../lib/accounts/username.ts";
import { findAdminForLogin } from "./admins.server.ts";
import { recordLoginSuccess, releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle.server.ts";
import { PASSWORD_MAX_LENGTH, PasswordCheckBusy, verifyDecoy, verifyPassword } from "./passwords.server.ts";
import { createSession, deleteSession, readSession, type SessionAdmin, type SessionStage } from "./sessions.server.ts";
import { clearCookie, isToken, readCookie, readDevice, setCookie } from "./staff-cookies.server.ts";
import { requiresTwoStep } from "./two-step.server.ts";

/**
 * Staff authentication: login (throttled by login-throttle.server.ts), its second
 * step when the account has one (second-step.server.ts), the session and device
 * cookies (staff-cookies.server.ts), the one guard every protected loader and action starts with
 * (`requirePermission`, or `requireAdmin` for "any member of staff"), and the
 * same-origin check for staff POSTs.
 */
export type { SessionAdmin };

/** Username (128 characters kept) and password (256) in the costliest encoding, 12 bytes a character, plus room. */
export const LOGIN_BODY_MAX_BYTES = (128 + PASSWORD_MAX_LENGTH) * 12 + 1024;

/** Where a session that must first set up two-step sign-in is sent. */
export const TWO_STEP_SETUP_PATH = "/admin/account/two-step";
export const SECOND_STEP_PATH = "/admin/verify";
export const PENDING_MS = 5 * 60 * 1000;
export const PENDING_ATTEMPTS = 5;

export type LoginResult =
  | { ok: true; stage: SessionStage; next: string; setCookies: string[] }
  | { ok: "second-step"; next: string; setCookies: string[] }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled" | "busy"; retryAfterMs: number; message: string };

export type LoginOptions = { database: Database; secret: string; now?: number };

export function pendingHash(secret: string, token: string): string {
  return createHmac("sha256", secret).update(`pending-sign-in:${token}`).digest("hex");
}

/**
 * Starts a session once every step is done: marks the attempt a success (its address
 * and browser become known), records the sign-in, sets the cookies.
 */
export async function completeSignIn(
  request: Request,
  admin: { id: number; username: string; name: string | null },
  options: LoginOptions & {
    reservationId: number | null;
    address: string;
    stage: SessionStage;
    how: "password" | "password and app" | "password and recovery code" | "password and passkey" | "passkey";
  },
): Promise<string[]> {
  const { database, secret } = options;
  const now = options.now ?? Date.now();
  const device = (await readDevice(request, secret)) ?? randomBytes(16).toString("base64url");
  if (options.reservationId !== null) await recordLoginSuccess(database, options.reservationId, device);
  const token = await createSession(database, secret, admin.id, now, {
    stage: options.stage,
    userAgent: request.headers.get("User-Agent"),
    address: options.address,
  });
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admins")
      .set({ last_sign_in_at: new Date(now).toISOString() })
      .where("id", "=", admin.id)
      .execute();
    await recordActivity(trx, {
      action: options.how === "passkey" ? "sign-in.passkey" : "sign-in.succeeded",
      actor: admin,
      subject: admin.name ?? admin.username,
      detail: { how: options.how, ...(options.stage === "setup" ? { setupRequired: true } : {}) },
      address: options.address,
    });
  });
  return [
    await setCookie(request, "session", token),
    await setCookie(request, "device", device, secret),
    await clearCookie(request, "pending"),
  ];
}

/**
 * Checks a login. Unknown user and wrong password give the same answer after the
 * same work (a decoy check for unknown users); a disabled account's right password
 * is refused with the same answer. The attempt is reserved before the password is
 * checked and recorded, never with the password; every attempt is logged. A right
 * password of an account with two-step sign-in does not sign in: it opens the second
 * step for 5 minutes (the attempt is released; the second step reserves its own).
 */
export async function login(
  request: Request,
  input: { username: unknown; password: unknown; address: string },
  options: LoginOptions,
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
    const known = username ? await findAdminForLogin(database, username) : undefined;
    await recordActivity(database.db, {
      action: "sign-in.throttled",
      actor: known ? { id: known.id, name: known.name, username: known.username } : null,
      subject: username || null,
      address,
    });
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
  if (!admin || !matches || admin.status !== "active") {
    const outcome = admin && matches ? "disabled" : "failure";
    logAttempt(outcome);
    await recordActivity(database.db, {
      action: outcome === "disabled" ? "sign-in.disabled" : "sign-in.failed",
      actor: admin ? { id: admin.id, name: admin.name, username: admin.username } : null,
      subject: username || null,
      address,
    });
    return { ok: false, reason: "invalid" };
  }

  if (admin.totp_secret !== null || Number(admin.passkeys ?? 0) > 0) {
    await releaseLoginAttempt(database, reservation.id);
    const token = randomBytes(32).toString("base64url");
    await database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("pending_sign_ins").where("expires_ms", "<", now).execute();
      await trx
        .insertInto("pending_sign_ins")
        .values({
          id_hash: pendingHash(secret, token),
          admin_id: admin.id,
          created_ms: now,
          expires_ms: now + PENDING_MS,
        })
        .execute();
    });
    logAttempt("second-step");
    return {
      ok: "second-step",
      next: SECOND_STEP_PATH,
      setCookies: [await setCookie(request, "pending", token)],
    };
  }

  const stage: SessionStage = (await requiresTwoStep(database)) ? "setup" : "full";
  const setCookies = await completeSignIn(request, admin, {
    ...options,
    reservationId: reservation.id,
    address,
    stage,
    how: "password",
  });
  logAttempt("success");
  return { ok: true, stage, next: stage === "setup" ? TWO_STEP_SETUP_PATH : "/admin/dashboard", setCookies };
}

/** The account waiting for its second step in this browser, or null. */
export async function pendingSignIn(request: Request, database: Database, secret: string, now = Date.now()) {
  const token = await readCookie(request, "pending");
  if (!isToken(token)) return null;
  const row = await database.db
    .selectFrom("pending_sign_ins")
    .innerJoin("admins", "admins.id", "pending_sign_ins.admin_id")
    .select([
      "pending_sign_ins.id_hash",
      "pending_sign_ins.expires_ms",
      "pending_sign_ins.attempts",
      "admins.id",
      "admins.username",
      "admins.name",
      "admins.status",
      "admins.totp_secret",
    ])
    .select((eb) =>
      eb
        .selectFrom("passkeys")
        .select((p) => p.fn.countAll<number>().as("n"))
        .whereRef("passkeys.admin_id", "=", "admins.id")
        .as("passkeys"),
    )
    .where("pending_sign_ins.id_hash", "=", pendingHash(secret, token))
    .executeTakeFirst();
  if (!row || Number(row.expires_ms) <= now || row.status !== "active" || row.attempts >= PENDING_ATTEMPTS) return null;
  return {
    token,
    idHash: row.id_hash,
    admin: { id: row.id, username: row.username, name: row.name },
    app: row.totp_secret !== null,
    passkeys: Number(row.passkeys ?? 0),
    attemptsLeft: PENDING_ATTEMPTS - row.attempts,
  };
}

/** How a staff member is named where their actions are recorded ("marked replied by …"). */
export function staffName(admin: Pick<SessionAdmin, "name" | "username">): string {
  return admin.name?.trim() || admin.username;
}

/** The Set-Cookie headers of a successful login (or of its first step). */
export function loginCookieHeaders(result: { setCookies: string[] }): Headers {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Status and headers of a refused login, the same for the form and the API: throttled 429, too busy 503. */
export function loginRefusal(result: { reason: "throttled" | "busy"; retryAfterMs: number }): {
  status: 429 | 503;
  headers: Record<string, string>;
} {
  return {
    status: result.reason === "busy" ? 503 : 429,
    headers: { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) },
  };
}

/** The signed-in admin (whatever the session's stage), or null. Reads the process's database itself. */
export async function currentAdmin(request: Request): Promise<SessionAdmin | null> {
  const token = await readCookie(request, "session");
  if (!token) return null;
  return readSession(getDatabase(), getConfig().sessionSecret, token);
}

/** Whether the request carries a valid staff session (the page cache serves staff fresh pages). */
export async function isSignedIn(request: Request): Promise<boolean> {
  return (await currentAdmin(request)) !== null;
}

/**
 * A browser staff use: it sends a staff session cookie (valid or not), or the signed
 * device cookie of a sign-in here within 90 days, signed out since or not. Insights
 * leaves such a browser's visits out. No query: nothing is looked up.
 */
export async function isStaffBrowser(cookieHeader: string, secret: string): Promise<boolean> {
  if (!cookieHeader.includes("staff_")) return false;
  for (const origin of ["https://staff.invalid/", "http://staff.invalid/"]) {
    const request = new Request(origin, { headers: { Cookie: cookieHeader } });
    if ((await readCookie(request, "session")) || (await readDevice(request, secret))) return true;
  }
  return false;
}

/**
 * Is this a call to the JSON API? Decoded and ignoring case, as the router matches
 * `/API/contact-messages` and `/%61pi/…` to the same route.
 */
function isApiRequest(request: Request): boolean {
  const path = new URL(request.url).pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // The server refuses undecodable paths before any route runs; the raw path is as good here.
  }
  return /^\/api(\/|$)/i.test(decoded);
}

/** The API, or a caller that asks for JSON only (a staff page's script): a 403 in JSON. */
function wantsJson(request: Request): boolean {
  const accept = request.headers.get("Accept") ?? "";
  return isApiRequest(request) || (accept.includes("application/json") && !accept.includes("text/html"));
}

/** What a refused page shows (the staff layout's boundary reads it). */
export type Forbidden = { forbidden: true; message: string };

export const FORBIDDEN_MESSAGE = "Only the owner can do this. Ask the owner if you need it.";

/** 403: a JSON answer for the API (and JSON callers), the staff area's 403 page for a page or a form. */
export function forbidden(request: Request): never {
  log.warn("forbidden", { path: new URL(request.url).pathname, method: request.method });
  if (wantsJson(request)) {
    throw Response.json(
      { success: false, message: FORBIDDEN_MESSAGE },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  throw data<Forbidden>({ forbidden: true, message: FORBIDDEN_MESSAGE }, { status: 403 });
}

/**
 * The signed-in admin, whatever they may do. Without a valid session, pages
 * redirect to the login page and APIs answer 401. A session that must first set up
 * two-step sign-in is sent there (unless `setup` says this is that page).
 */
export async function requireSignedIn(request: Request, options: { setup?: boolean } = {}): Promise<SessionAdmin> {
  const admin = await currentAdmin(request);
  if (!admin) {
    if (isApiRequest(request)) {
      throw Response.json(
        { success: false, message: "Please log in." },
        { status: 401, headers: { "Cache-Control": "no-store" } },
      );
    }
    throw redirect("/admin");
  }
  if (admin.session.stage === "setup" && !options.setup) {
    if (isApiRequest(request)) {
      throw Response.json(
        { success: false, message: "Set up two-step sign-in first." },
        { status: 403, headers: { "Cache-Control": "no-store" } },
      );
    }
    throw redirect(TWO_STEP_SETUP_PATH);
  }
  return admin;
}

/**
 * THE guard: first line of every protected loader and action. Names what the route
 * needs (app/lib/accounts/roles.ts); a signed-in account whose role lacks it gets
 * 403 (a page, or JSON for the API), and the attempt is logged.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<SessionAdmin> {
  const admin = await requireSignedIn(request);
  if (!can(admin.role, permission)) forbidden(request);
  return admin;
}

/** The same guard by role: `requireRole(request, "owner")`. */
export async function requireRole(request: Request, role: Role): Promise<SessionAdmin> {
  const admin = await requireSignedIn(request);
  if (admin.role !== role && !(role === "staff" && can(admin.role, "staff-area"))) forbidden(request);
  return admin;
}

/** Any member of staff (owner or staff): the staff area's everyday screens. */
export function requireAdmin(request: Request): Promise<SessionAdmin> {
  return requirePermission(request, "staff-area");
}

/** Inside an action, for one intent that needs more than the route (deleting for good): 403 unless allowed. */
export function assertPermission(request: Request, admin: SessionAdmin, permission: Permission): void {
  if (!can(admin.role, permission)) forbidden(request);
}

/** Ends the session on the server and returns the header that clears the cookie. */
export async function logout(request: Request): Promise<string> {
  const token = await readCookie(request, "session");
  if (token) await deleteSession(getDatabase(), getConfig().sessionSecret, token);
  return clearCookie(request, "session");
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
