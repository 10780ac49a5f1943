import { generate } from "otplib";
import { TEST_ADMIN } from "./test-admin.ts";

/**
 * Staff accounts over real HTTP, as a browser without JavaScript would use them:
 * sign in, post the staff forms, read what the pages show. Shared by the accounts
 * and role-matrix tests. Each "browser" is a cookie jar and its own client address.
 */
export type Browser = { url: string; address: string; cookies: Map<string, string> };

let addressCounter = 0;

export function newBrowser(url: string): Browser {
  addressCounter++;
  return {
    url,
    address: `198.18.${(process.pid + addressCounter) % 250}.${(addressCounter * 7) % 250 || 1}`,
    cookies: new Map(),
  };
}

export function cookieHeader(browser: Browser): string {
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

function keepCookies(browser: Browser, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (expired || value === "") browser.cookies.delete(name);
    else browser.cookies.set(name, value);
  }
}

/** A request from this browser: its cookies, its address, our own Origin on POSTs; redirects are not followed. */
export async function request(
  browser: Browser,
  path: string,
  init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; location: string | null; body: string; response: Response }> {
  const method = init.method ?? (init.form || init.json !== undefined ? "POST" : "GET");
  const headers: Record<string, string> = {
    "X-Forwarded-For": browser.address,
    Accept: "text/html",
    ...init.headers,
  };
  if (browser.cookies.size) headers.Cookie = cookieHeader(browser);
  let body: string | undefined;
  if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    headers.Accept = "application/json";
    body = JSON.stringify(init.json);
  }
  if (method !== "GET" && method !== "HEAD") headers.Origin = browser.url;
  const response = await fetch(browser.url + path, { method, headers, body, redirect: "manual" });
  keepCookies(browser, response);
  return { status: response.status, location: response.headers.get("Location"), body: await response.text(), response };
}

/** Signs in with the API; returns its answer (a session cookie is kept on success, or the second step's). */
export async function apiLogin(browser: Browser, username: string, password: string) {
  const answer = await request(browser, "/api/login", { json: { username, password } });
  return {
    status: answer.status,
    body: JSON.parse(answer.body) as { success: boolean; secondStep?: boolean; next?: string },
  };
}

export async function ownerBrowser(url: string): Promise<Browser> {
  const browser = newBrowser(url);
  const answer = await apiLogin(browser, TEST_ADMIN.username, TEST_ADMIN.password);
  if (answer.status !== 200) throw new Error(`owner login failed: ${answer.status}`);
  return browser;
}

/** The value of the input marked `data-testid` in a page. */
export function testIdValue(html: string, testId: string): string | undefined {
  const tag = new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") : undefined;
}

/** The text inside the element marked `data-testid` (tags dropped). */
export function testIdText(html: string, testId: string): string | undefined {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, "").trim();
}

/** The owner invites someone; returns the link's path (/admin/invite/…). */
export async function invite(
  owner: Browser,
  person: { name: string; role: "owner" | "staff"; email?: string; phone?: string },
): Promise<string> {
  const answer = await request(owner, "/admin/accounts", {
    form: {
      intent: "invite",
      name: person.name,
      role: person.role,
      email: person.email ?? "",
      phone: person.phone ?? "+91 98450 12345",
    },
  });
  const link = testIdValue(answer.body, "one-time-link");
  if (answer.status !== 200 || !link) throw new Error(`invitation failed: HTTP ${answer.status}`);
  return new URL(link).pathname;
}

/** The invitee opens the link and chooses a username and password. */
export async function acceptInvite(url: string, linkPath: string, username: string, password: string) {
  const browser = newBrowser(url);
  return request(browser, linkPath, { form: { username, password, confirm: password } });
}

/** An account's id, from the owner's list (each person is one list item linking to their page). */
export async function accountId(owner: Browser, username: string): Promise<number> {
  const list = await request(owner, "/admin/accounts");
  const item = list.body.split("<li").find((part) => part.includes(`${username} ·`));
  const id = Number(/\/admin\/accounts\/(\d+)/.exec(item ?? "")?.[1]);
  if (!id) throw new Error(`no account ${username} in the owner's list`);
  return id;
}

/** Invites, accepts and signs in a colleague; returns their signed-in browser and account id. */
export async function colleague(
  owner: Browser,
  person: { name: string; username: string; password: string; role: "owner" | "staff" },
): Promise<{ browser: Browser; id: number }> {
  const link = await invite(owner, person);
  const accepted = await acceptInvite(owner.url, link, person.username, person.password);
  if (accepted.status !== 302) throw new Error(`accepting failed: HTTP ${accepted.status}`);
  const browser = newBrowser(owner.url);
  const login = await apiLogin(browser, person.username, person.password);
  if (login.status !== 200) throw new Error(`colleague login failed: HTTP ${login.status}`);
  return { browser, id: await accountId(owner, person.username) };
}

/** The authenticator app's current code for a secret as the two-step page shows it ("ABCD EFGH …"). */
export function totpCode(shownSecret: string, epochSeconds?: number): Promise<string> {
  return generate({ secret: shownSecret.replace(/\s+/g, ""), ...(epochSeconds ? { epoch: epochSeconds } : {}) });
}
