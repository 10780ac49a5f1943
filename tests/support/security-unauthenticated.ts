import { header, rawRequest } from "./http-raw.ts";
import { TEST_ADMIN } from "./test-admin.ts";

/**
 * Staff data must be unreachable without a valid session, whatever way the request
 * is phrased: documents, React Router's `.data` requests (client navigations),
 * HEAD, other methods, query strings, and forged or stale cookies. A known message
 * (its marker) and the admin's own name must never appear in an answer.
 */
export type UnauthCheck = { request: string; status: number; ok: boolean; detail?: string };

export const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/contact-messages",
  "/admin/contact-messages?page=1",
  "/admin/contact-messages?page=2&pageSize=100",
  "/admin/collections",
  "/admin/products",
  "/admin/orders",
  "/admin/customers",
];

export function unauthenticatedRequests(): Array<{
  method: string;
  path: string;
  cookie?: string;
  kind: "page" | "data" | "api";
}> {
  const cookies = [
    undefined,
    "__session=forged",
    "__Host-session=0000000000000000000000000000000000",
    "session=; sid=1",
  ];
  const list: Array<{ method: string; path: string; cookie?: string; kind: "page" | "data" | "api" }> = [];
  for (const cookie of cookies) {
    for (const page of ADMIN_PAGES) {
      list.push({ method: "GET", path: page, cookie, kind: "page" });
      const [pathname, query] = page.split("?");
      list.push({ method: "GET", path: `${pathname}.data${query ? `?${query}` : ""}`, cookie, kind: "data" });
    }
    list.push({ method: "HEAD", path: "/admin/contact-messages", cookie, kind: "page" });
    for (const api of [
      "/api/contact-messages",
      "/api/contact-messages?page=1",
      "/api/contact-messages?page=1&pageSize=100",
      "/api/contact-messages?pageSize=-1",
    ]) {
      list.push({ method: "GET", path: api, cookie, kind: "api" });
    }
    list.push({ method: "POST", path: "/api/contact-messages", cookie, kind: "api" });
  }
  return list;
}

/**
 * `markers`: strings that only staff may see (a stored message's text, the admin's
 * name and e-mail). Pages must redirect to /admin (or answer 401/403/404), APIs 401.
 */
export async function checkUnauthenticated(baseUrl: string, markers: string[]): Promise<UnauthCheck[]> {
  const results: UnauthCheck[] = [];
  const secrets = [...markers, TEST_ADMIN.name, TEST_ADMIN.email];
  for (const r of unauthenticatedRequests()) {
    const headers: Record<string, string> = { accept: r.kind === "api" ? "application/json" : "text/html" };
    if (r.cookie) headers.cookie = r.cookie;
    if (r.method === "POST") {
      headers["content-type"] = "application/json";
      headers.origin = baseUrl;
    }
    const response = await rawRequest(baseUrl + r.path, {
      method: r.method,
      headers,
      body: r.method === "POST" ? "{}" : undefined,
    });
    const label = `${r.method} ${r.path}${r.cookie ? ` (cookie ${r.cookie.split("=")[0]})` : ""}`;
    const leaked = secrets.find((s) => response.body.includes(s));
    const location = header(response, "location") ?? "";
    let ok: boolean;
    let detail = leaked ? `leaks ${JSON.stringify(leaked)}` : undefined;
    if (r.kind === "api") {
      ok = r.method === "POST" ? [401, 403, 404, 405].includes(response.status) : response.status === 401;
    } else if (r.kind === "data") {
      // Single-fetch answers a redirect as 202/204 with the target in the body or a header.
      const redirectsToLogin =
        /\/admin(?![\w/-])/.test(response.body) || /\/admin$/.test(header(response, "x-remix-redirect") ?? "");
      ok =
        [401, 403, 404].includes(response.status) ||
        ([202, 204].includes(response.status) && redirectsToLogin) ||
        (response.status >= 300 && response.status < 400 && /\/admin(\?|$)/.test(location));
      if (!ok) detail ??= `HTTP ${response.status} ${response.body.slice(0, 120)}`;
    } else {
      ok =
        (response.status >= 300 && response.status < 400 && /\/admin(\?|$)/.test(location)) ||
        [401, 403].includes(response.status);
      if (!ok) detail ??= `HTTP ${response.status} location=${location}`;
    }
    results.push({ request: label, status: response.status, ok: ok && !leaked, detail });
  }
  return results;
}
