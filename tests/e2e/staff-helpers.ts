import type { Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/test-admin";

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

/** The contact form refuses posts made faster than a person types (3 s after render). */
export async function waitMinimumFillTime(loadedAt: number) {
  const remaining = 3_300 - (Date.now() - loadedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
