import { createCookieSessionStorage, redirect } from "react-router";
import { getConfig } from "./config.server.ts";

/**
 * A staff action's word to the page it redirects to ("Saved.", "Deleted “Ivory
 * Bandi”.", "2 photos added."), carried in a signed cookie and read once by that
 * page's loader. Words in a query string (?deleted=…) would let anyone send staff a
 * link that prints what they like on a staff screen; this cookie is written only by
 * our own actions and is bound to the page it was meant for.
 */
export type Flash = {
  tone: "success" | "error";
  message: string;
  /** Where the page shows it: at its top (default), beside its photos, or beside a hero's figures. */
  place?: "photos" | "figures";
};

type Stored = Flash & { path: string };

/** Long enough for a redirect on a slow phone; a notice nobody read is not worth keeping. */
const FLASH_MAX_AGE_SECONDS = 60;

type Storage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { notice: Stored }>>;
let storages: { secret: string; secure: Storage; plain: Storage } | undefined;

// Over HTTPS the name is `__Host-` prefixed like the session cookie (Secure, Path=/, no Domain).
function storageFor(request: Request): Storage {
  const secret = getConfig().sessionSecret;
  if (storages?.secret !== secret) {
    const make = (name: string, secure: boolean) =>
      createCookieSessionStorage<Record<string, never>, { notice: Stored }>({
        cookie: {
          name,
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secure,
          secrets: [secret],
          maxAge: FLASH_MAX_AGE_SECONDS,
        },
      });
    storages = { secret, secure: make("__Host-staff_flash", true), plain: make("staff_flash", false) };
  }
  return new URL(request.url).protocol === "https:" ? storages.secure : storages.plain;
}

/** A page's own path, also when React Router asks for its data (/admin/orders.data). */
function pagePath(url: URL): string {
  return url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
}

/** Redirects to `to` (a path of this site) with the notice its page shows once. */
export async function redirectWithFlash(
  request: Request,
  to: string,
  flash: Flash,
  init: { status?: number; headers?: Record<string, string> } = {},
): Promise<Response> {
  const storage = storageFor(request);
  const session = await storage.getSession();
  session.flash("notice", { ...flash, path: pagePath(new URL(to, request.url)) });
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await storage.commitSession(session));
  return redirect(to, { status: init.status ?? 302, headers });
}

function isFlash(value: unknown): value is Stored {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.tone === "success" || v.tone === "error") &&
    typeof v.message === "string" &&
    typeof v.path === "string" &&
    (v.place === undefined || v.place === "photos" || v.place === "figures")
  );
}

/**
 * The notice left for this page, if any, and the header that forgets it. A notice
 * meant for another page is left alone (it expires within a minute).
 */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (!cookie || !/(?:^|;\s*)(?:__Host-)?staff_flash=/.test(cookie)) return { flash: null, headers };
  const storage = storageFor(request);
  const session = await storage.getSession(cookie);
  const stored: unknown = session.get("notice");
  if (!isFlash(stored) || stored.path !== pagePath(new URL(request.url))) return { flash: null, headers };
  headers.append("Set-Cookie", await storage.destroySession(session));
  return {
    flash: { tone: stored.tone, message: stored.message, ...(stored.place ? { place: stored.place } : {}) },
    headers,
  };
}
