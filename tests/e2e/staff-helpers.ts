import type { Locator, Page } from "@playwright/test";
import { FORM_TOKEN_FIELD } from "../../app/lib/contact/contact-fields";
import { agedFormToken } from "../support/form-tokens";
import { TEST_ADMIN } from "../support/test-admin";

/**
 * The staff area's navigation as the screen shows it: the sidebar from tablet width,
 * on a phone the bottom tab bar with More opened (Contacts is its Inbox tab there).
 */
export async function staffNavigation(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return page.getByRole("complementary", { name: "Staff navigation" });
  const bar = page.getByRole("navigation", { name: "Staff sections" });
  const open = await bar.locator("details").evaluate((d) => (d as HTMLDetailsElement).open);
  if (!open) await bar.getByText("More", { exact: true }).click();
  return bar;
}

/**
 * Every test is its own visitor: the e2e server trusts X-Forwarded-For from
 * loopback (like a local reverse proxy), so parallel tests do not share the
 * production-strict per-address limits.
 */
export async function asFreshVisitor(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.${n()}.${n()}` });
}

/** Signs the page's browser context in through the API (shares the cookie jar). */
export async function signInByApi(page: Page) {
  const response = await page.request.post("/api/login", {
    data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
  });
  if (response.status() !== 200) throw new Error(`Login failed with ${response.status()}`);
}

/**
 * The contact and booking forms refuse a post made within 3 s of the page's render
 * (people take longer). Instead of sleeping for that, the page's form posts carry a
 * token the server issued earlier: signed with this run's secret (E2E_SESSION_SECRET,
 * which playwright.config.ts gives the server) and dated back, one per post. The
 * page's own token is checked to be there; tests/integration checks that it is valid.
 */
export async function postFormAsIfTypedEarlier(page: Page, path: "/contact" | "/book") {
  const secret = process.env.E2E_SESSION_SECRET;
  if (!secret) throw new Error("E2E_SESSION_SECRET is not set: run the browser tests through playwright.config.ts.");
  await page.route(new RegExp(`${path}(\\.data)?(\\?.*)?$`), async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    if (!(request.headers()["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
      throw new Error(`The ${path} form posted ${request.headers()["content-type"]}, not a URL-encoded form.`);
    }
    const body = new URLSearchParams(request.postData() ?? "");
    if (!body.get(FORM_TOKEN_FIELD)) throw new Error(`The ${path} form posted no form token.`);
    body.set(FORM_TOKEN_FIELD, agedFormToken(secret));
    await route.continue({ postData: body.toString() });
  });
}

export function postContactFormAsIfTypedEarlier(page: Page) {
  return postFormAsIfTypedEarlier(page, "/contact");
}
