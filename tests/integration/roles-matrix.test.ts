import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { colleague, newBrowser, ownerBrowser, request, type Browser } from "../support/staff-accounts.ts";

/**
 * Every staff route and action × role × method, against the built server: what
 * each needs is written down here, once, and checked by answer. The routes come from
 * app/routes.ts, so a new staff route that is not in this table fails the suite (say
 * what it needs, and guard it); and every loader and action of a staff module must
 * start with the guard, which the source check below reads from the code itself.
 *
 *   anonymous  pages redirect to /admin, the API answers 401
 *   staff      403 where the owner is needed; otherwise let through
 *   owner      let through everywhere
 *
 * "Let through" means not refused: the answer may still be 404 (the sample id does
 * not exist), 400, 409 or 422 (the sample form is incomplete on purpose, so nothing
 * is changed by the walk).
 */
type Need = "staff" | "owner";
type Expectation = { open: string } | { GET?: Need; POST?: Need | Record<string, Need>; sample?: string };

/** Everything under /admin and /api. Staff area = staff; the owner's screens = owner. */
const MATRIX: Record<string, Expectation> = {
  "routes/admin/login.tsx": { open: "the login page" },
  "routes/admin/logout.ts": { open: "ends the caller's own session, if any" },
  "routes/admin/invite.tsx": { open: "an invitation link: the token is the key" },
  "routes/admin/reset-password.tsx": { open: "a reset link: the token is the key" },
  "routes/admin/verify.tsx": { open: "the second step: the waiting sign-in's cookie is the key" },
  "routes/admin/passkey.ts": { open: "a passkey sign-in: the signed challenge is the key" },
  "routes/not-found.tsx": { open: "the not-found page" },
  "routes/api/contact.ts": { open: "the public contact form" },
  "routes/api/login.ts": { open: "the login" },

  "routes/api/contact-messages.ts": { GET: "staff" },
  "routes/admin/dashboard.tsx": { GET: "staff", POST: { "retry-alerts": "staff" } },
  "routes/admin/contact-messages.tsx": {
    GET: "staff",
    POST: { archive: "staff", replied: "staff", restore: "staff", release: "staff", delete: "owner" },
  },
  "routes/admin/contact-messages.$id.tsx": {
    GET: "staff",
    POST: { archive: "staff", replied: "staff", delete: "owner" },
    sample: "/admin/contact-messages/999999",
  },
  "routes/admin/contact-messages.export.ts": { GET: "owner" },
  "routes/admin/export.ts": { GET: "owner" },
  "routes/admin/customers.tsx": { GET: "staff" },
  "routes/admin/customers.$key.tsx": {
    GET: "staff",
    POST: {
      archive: "staff",
      delete: "owner",
      "add-note": "staff",
      "add-measurement": "staff",
      "delete-note": "owner",
      "delete-measurement": "owner",
      // Deleting a customer for good (the DPDP Act): the owner's, like every permanent delete.
      "delete-customer": "owner",
    },
    sample: "/admin/customers/%2B919845099999",
  },
  "routes/admin/products.tsx": { GET: "staff" },
  // Whoever may edit products: photographing them is editing them.
  "routes/admin/photo-day.tsx": { GET: "staff", POST: { save: "staff", skip: "staff" } },
  "routes/admin/product-editor.tsx": {
    GET: "staff",
    POST: { save: "staff", publish: "staff", hide: "staff", delete: "owner" },
    sample: "/admin/products/1",
  },
  "routes/admin/product-images.ts": { POST: "staff", sample: "/admin/products/999999/images" },
  "routes/admin/collections.tsx": { GET: "staff" },
  "routes/admin/collection-editor.tsx": {
    GET: "staff",
    POST: { save: "staff", "add-type": "staff", trial: "staff", badges: "staff" },
    sample: "/admin/collections/formals",
  },
  "routes/admin/orders.tsx": { GET: "staff", POST: { status: "staff", release: "staff" } },
  // A walk-in or phone booking: counter work.
  "routes/admin/orders.new.tsx": { GET: "staff", POST: "staff" },
  // Its item picker's search.
  "routes/admin/orders.new.items.ts": { GET: "staff", sample: "/admin/orders/new/items?q=sherwani" },
  // Reviews (issue 34): whoever may change a visit may ask for its review; every member of staff
  // reads the reviews, hides or shows their words and answers (the activity log records who).
  "routes/admin/reviews.ask.tsx": { GET: "staff", POST: "staff" },
  "routes/admin/reviews.tsx": { GET: "staff" },
  "routes/admin/reviews.$id.tsx": {
    GET: "staff",
    POST: { "hide-words": "staff", "show-words": "staff", answer: "staff", release: "staff" },
    sample: "/admin/reviews/999999",
  },
  // The footer's privacy notice, terms and exchange policy: the store's word, the owner's.
  "routes/admin/settings-pages.tsx": { GET: "owner" },
  "routes/admin/settings-page.tsx": { GET: "owner", POST: "owner", sample: "/admin/settings/pages/terms" },
  // What shoppers want: every member of staff decides what to stock and photograph (issue 26).
  "routes/admin/insights.tsx": { GET: "staff" },
  // A layout has no path of its own: it answers with each of its screens.
  "routes/admin/staff-layout.tsx": { GET: "staff", sample: "/admin/dashboard" },
  "routes/admin/account.tsx": { GET: "staff", POST: { profile: "staff", password: "staff" } },
  "routes/admin/account-two-step.tsx": { GET: "staff", POST: { "codes-renew": "staff", "passkey-remove": "staff" } },
  "routes/admin/account-sessions.tsx": { GET: "staff", POST: { "end-session": "staff" } },
  "routes/admin/account-passkeys.ts": { POST: "staff" },
  // The "verify it's you" step before a change to one's own sign-in factors.
  "routes/admin/account-verify.tsx": { GET: "staff", POST: "staff" },
  "routes/admin/account-verify-passkey.ts": { POST: "staff" },
  "routes/admin/accounts.tsx": { GET: "owner", POST: { invite: "owner", revoke: "owner", policy: "owner" } },
  "routes/admin/accounts.$id.tsx": {
    GET: "owner",
    POST: {
      role: "owner",
      disable: "owner",
      enable: "owner",
      delete: "owner",
      "reset-link": "owner",
      "end-sessions": "owner",
      "clear-two-step": "owner",
    },
    sample: "/admin/accounts/1",
  },
  "routes/admin/activity.tsx": { GET: "owner" },
  // The store's settings are the owner's: staff see neither the screens nor the link.
  "routes/admin/settings.tsx": { GET: "owner" },
  "routes/admin/settings-store.tsx": { GET: "owner", POST: "owner" },
  // Where the off-site copies go, their keys, and the whole database as a download: the owner's (issue 32).
  "routes/admin/settings-backups.tsx": { GET: "owner", POST: { save: "owner", test: "owner", remove: "owner" } },
  "routes/admin/settings-backups.download.ts": { GET: "owner" },
  "routes/admin/settings-hours.tsx": {
    GET: "owner",
    POST: { hours: "owner", "add-closure": "owner", "edit-closure": "owner", "delete-closure": "owner" },
  },
  "routes/admin/settings-offers.tsx": { GET: "owner", POST: { home: "owner", "home-off": "owner", up: "owner" } },
  "routes/admin/settings-offer.tsx": {
    GET: "owner",
    POST: { save: "owner", delete: "owner" },
    sample: "/admin/settings/offers/999999",
  },
  "routes/admin/settings-banner.tsx": { GET: "owner", POST: { announcement: "owner", claims: "owner" } },
  "routes/admin/settings-mail.tsx": { GET: "owner", POST: { save: "owner", preset: "owner", test: "owner" } },
  "routes/admin/showcase.tsx": { GET: "owner", POST: { up: "owner", down: "owner" } },
  "routes/admin/showcase-slide.tsx": {
    GET: "owner",
    POST: { save: "owner", publish: "owner", hide: "owner", delete: "owner" },
    sample: "/admin/settings/showcase/999999",
  },
  "routes/admin/showcase-photos.ts": { POST: "owner", sample: "/admin/settings/showcase/999999/photos" },
};

type Flat = { file: string; path: string };

function flatten(entries: typeof routes, parent = ""): Flat[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [{ file: entry.file, path: `/${path}` }, ...flatten(entry.children ?? [], path)];
  });
}

const STAFF_ROUTES = flatten(routes).filter((r) => /^\/(admin|api)(\/|$)/.test(r.path) || r.file.includes("/admin/"));
const GUARDS = /^(?:const \w+ = )?await (requirePermission|requireRole|requireAdmin|requireSignedIn)\(request\b/;

describe("every staff route says what it needs", () => {
  it("is in the matrix (a new route must be added here, with its guard)", () => {
    const missing = STAFF_ROUTES.filter((r) => !MATRIX[r.file]).map((r) => `${r.path} (${r.file})`);
    expect(missing).toEqual([]);
  });

  it("starts every loader and action with the guard", () => {
    const problems: string[] = [];
    for (const file of new Set(STAFF_ROUTES.map((r) => r.file))) {
      const expectation = MATRIX[file];
      if (!expectation || "open" in expectation) continue;
      const source = readFileSync(resolve("app", file), "utf8");
      const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      for (const statement of tree.statements) {
        if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
        const name = statement.name.text;
        const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        if (!exported || (name !== "loader" && name !== "action")) continue;
        const body = statement.body?.statements ?? [];
        const first = body[0]?.getText(tree) ?? "";
        // A loader that only says "use POST" (405) reads nothing.
        const refusesAll = body.length === 1 && /^return Response\.json\([\s\S]*status: 405/.test(first);
        if (!GUARDS.test(first) && !refusesAll) {
          problems.push(`${file} ${name}: first line is "${first.split("\n")[0]}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("route × role × method, over HTTP", () => {
  let server: RunningServer;
  let owner: Browser;
  let staff: Browser;

  beforeAll(async () => {
    server = await startServer();
    owner = await ownerBrowser(server.url);
    ({ browser: staff } = await colleague(owner, {
      name: "Matrix Staff",
      username: "matrix-staff",
      password: "counter staff password 7",
      role: "staff",
    }));
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  /** Refused: 401/403, or sent to the login page. */
  function refused(answer: { status: number; location: string | null }): boolean {
    return answer.status === 401 || answer.status === 403 || (answer.status === 302 && answer.location === "/admin");
  }

  function describeAnswer(answer: { status: number; location: string | null }) {
    return `${answer.status}${answer.location ? ` → ${answer.location}` : ""}`;
  }

  it("answers each role as the matrix says", async () => {
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const route of STAFF_ROUTES) {
      const expectation = MATRIX[route.file];
      if (!expectation || "open" in expectation) continue;
      const path = expectation.sample ?? route.path;
      if (seen.has(`${route.file}${path}`) || path.includes(":")) {
        if (path.includes(":")) failures.push(`${route.file}: give a sample path for ${route.path}`);
        continue;
      }
      seen.add(`${route.file}${path}`);
      const api = path.startsWith("/api/");
      const checks: Array<{ method: string; need: Need; intent?: string }> = [];
      if (expectation.GET) checks.push({ method: "GET", need: expectation.GET });
      if (typeof expectation.POST === "string") {
        checks.push({ method: "POST", need: expectation.POST }, { method: "DELETE", need: expectation.POST });
      } else if (expectation.POST) {
        for (const [intent, need] of Object.entries(expectation.POST)) checks.push({ method: "POST", need, intent });
        const strictest = Object.values(expectation.POST).includes("staff") ? "staff" : "owner";
        checks.push({ method: "PUT", need: strictest, intent: Object.keys(expectation.POST)[0] });
      }
      for (const check of checks) {
        const form =
          check.method === "GET" ? undefined : { intent: check.intent ?? "", version: "0", confirmed: "yes" };
        const label = `${check.method} ${path}${check.intent ? ` (${check.intent})` : ""}`;
        const headers = api ? { Accept: "application/json" } : undefined;
        const anonymous = await request(newBrowser(server.url), path, { method: check.method, form, headers });
        const anonymousOk = api ? anonymous.status === 401 : refused(anonymous) && anonymous.status !== 403;
        if (!anonymousOk) failures.push(`${label} anonymous: ${describeAnswer(anonymous)}`);

        const asStaff = await request(staff, path, { method: check.method, form, headers });
        if (check.need === "owner" && asStaff.status !== 403)
          failures.push(`${label} staff: ${describeAnswer(asStaff)}, expected 403`);
        if (check.need === "staff" && refused(asStaff))
          failures.push(`${label} staff: ${describeAnswer(asStaff)}, expected allowed`);
        if (check.need === "owner" && api && !asStaff.response.headers.get("content-type")?.includes("json")) {
          failures.push(`${label} staff: a 403 for the API must be JSON`);
        }

        const asOwner = await request(owner, path, { method: check.method, form, headers });
        if (refused(asOwner)) failures.push(`${label} owner: ${describeAnswer(asOwner)}, expected allowed`);
      }
    }
    expect(failures).toEqual([]);
    // The walk changed nothing the roles could not: both are still signed in.
    expect((await request(staff, "/admin/dashboard")).status).toBe(200);
    expect((await request(owner, "/admin/dashboard")).status).toBe(200);
  }, 180_000);

  it("shows a refused page as the staff area's 403 page, and the API's as JSON", async () => {
    const page = await request(staff, "/admin/accounts");
    expect(page.status).toBe(403);
    expect(page.body).toContain("Only the owner can do this");
    expect(page.body).toContain('aria-label="Staff navigation"');
    const json = await request(staff, "/admin/contact-messages/export", { headers: { Accept: "application/json" } });
    expect(json.status).toBe(403);
    expect(JSON.parse(json.body)).toMatchObject({ success: false });
  });
});
