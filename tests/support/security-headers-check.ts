import { createHash } from "node:crypto";
import { header, type RawResponse, rawRequest } from "./http-raw.ts";

/**
 * Checks every security header of DESIGN and the foundation issue on real
 * responses of the running server: a prerendered page, server-rendered pages, staff
 * pages, API answers, a 404 and a hashed asset; HSTS only over HTTPS (asked for
 * through X-Forwarded-Proto, which the server trusts only from its proxy).
 */
export type HeaderCheck = { target: string; check: string; ok: boolean; detail?: string };

type Kind = "prerendered" | "ssr" | "admin" | "api" | "404" | "asset";
export type Target = {
  name: string;
  kind: Kind;
  path: string;
  method?: string;
  body?: string;
  status: number | number[];
};

export function headerTargets(assetPath: string): Target[] {
  return [
    { name: "prerendered /", kind: "prerendered", path: "/", status: 200 },
    { name: "prerendered /about", kind: "prerendered", path: "/about", status: 200 },
    {
      name: "SSR /collections/formals?category=all",
      kind: "ssr",
      path: "/collections/formals?category=all",
      status: 200,
    },
    { name: "SSR /contact", kind: "ssr", path: "/contact", status: 200 },
    { name: "admin /admin (login)", kind: "admin", path: "/admin", status: 200 },
    {
      name: "admin /admin/contact-messages (no session)",
      kind: "admin",
      path: "/admin/contact-messages",
      status: [302, 303, 307],
    },
    { name: "API GET /api/contact-messages (no session)", kind: "api", path: "/api/contact-messages", status: 401 },
    { name: "API POST /api/contact {}", kind: "api", path: "/api/contact", method: "POST", body: "{}", status: 400 },
    { name: "404 /no-such-page", kind: "404", path: "/no-such-page", status: 404 },
    { name: `asset ${assetPath}`, kind: "asset", path: assetPath, status: 200 },
  ];
}

function isHtml(response: RawResponse) {
  return (header(response, "content-type") ?? "").startsWith("text/html");
}

/** `directive -> value` of a CSP header. */
export function parseCsp(csp: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of csp.split(";")) {
    const [name, ...rest] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), rest.join(" "));
  }
  return map;
}

/** Inline scripts not allowed by the policy's nonce or hashes (they would not run). */
export function blockedInlineScripts(html: string, scriptSrc: string): string[] {
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const blocked: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) {
      if (/^(https?:)?\/\//i.test(src)) blocked.push(`third-party script ${src}`);
      continue;
    }
    if (body.length === 0) continue;
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
    const tagNonce = /\bnonce\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (scriptSrc.includes(hash)) continue;
    if (nonce && tagNonce === nonce) continue;
    blocked.push(body.slice(0, 60));
  }
  return blocked;
}

export async function checkHeaders(baseUrl: string, assetPath: string): Promise<HeaderCheck[]> {
  const results: HeaderCheck[] = [];
  const add = (target: string, check: string, ok: boolean, detail?: string) =>
    results.push({ target, check, ok, detail });

  for (const target of headerTargets(assetPath)) {
    for (const https of [false, true]) {
      const name = `${target.name}${https ? " [https]" : ""}`;
      const headers: Record<string, string> = { accept: "text/html,application/json" };
      if (https) headers["x-forwarded-proto"] = "https";
      if (target.body) headers["content-type"] = "application/json";
      const response = await rawRequest(baseUrl + target.path, { method: target.method, headers, body: target.body });
      const expected = Array.isArray(target.status) ? target.status : [target.status];
      add(name, `status ${expected.join("/")}`, expected.includes(response.status), `got ${response.status}`);
      if (target.kind === "asset") checkSubresource(response, (check, ok, detail) => add(name, check, ok, detail));
      else checkCommon(response, https, (check, ok, detail) => add(name, check, ok, detail));

      const cache = header(response, "cache-control") ?? "";
      if (target.kind === "asset") {
        add(name, "Cache-Control immutable, 1 year", /immutable/.test(cache) && /max-age=31536000/.test(cache), cache);
      } else if (target.kind === "admin" || target.kind === "api") {
        add(name, "Cache-Control: no-store", /no-store/.test(cache), cache);
        add(
          name,
          "X-Robots-Tag: noindex",
          /noindex/.test(header(response, "x-robots-tag") ?? ""),
          header(response, "x-robots-tag"),
        );
      } else {
        add(name, "HTML revalidated (no-cache / max-age=0)", /no-cache|max-age=0|no-store/.test(cache), cache);
      }

      if (isHtml(response) && response.status === 200) {
        const scriptSrc = parseCsp(header(response, "content-security-policy") ?? "").get("script-src") ?? "";
        const blocked = blockedInlineScripts(response.body, scriptSrc);
        add(
          name,
          "every inline script allowed by nonce or hash, no third-party script",
          blocked.length === 0,
          blocked.join(" | "),
        );
        if (target.kind === "prerendered")
          add(name, "prerendered page uses hashes", /'sha256-/.test(scriptSrc), scriptSrc);
        // Public pages rendered per request go through the page cache, rendered whole and
        // allowed by hash like prerendered files; staff pages carry a per-response nonce.
        if (target.kind === "ssr")
          add(
            name,
            "server-rendered page allows scripts by nonce or hash only",
            /'(nonce|sha256)-/.test(scriptSrc) && !/unsafe-inline/.test(scriptSrc),
            scriptSrc,
          );
      }
    }
  }

  // A nonce is good only if it is fresh per response (the staff login page is never cached).
  const a = await rawRequest(`${baseUrl}/admin`);
  const b = await rawRequest(`${baseUrl}/admin`);
  const nonceOf = (r: RawResponse) => /'nonce-([^']+)'/.exec(header(r, "content-security-policy") ?? "")?.[1];
  add("SSR /admin twice", "a new CSP nonce per response", !!nonceOf(a) && nonceOf(a) !== nonceOf(b));

  // Compression: brotli where the client accepts it, gzip otherwise.
  const br = await rawRequest(`${baseUrl}/`, { headers: { "accept-encoding": "gzip, deflate, br" } });
  add("prerendered /", "brotli when accepted", header(br, "content-encoding") === "br", header(br, "content-encoding"));
  const gz = await rawRequest(`${baseUrl}/contact`, { headers: { "accept-encoding": "gzip" } });
  add(
    "SSR /contact",
    "gzip when brotli is not accepted",
    header(gz, "content-encoding") === "gzip",
    header(gz, "content-encoding"),
  );

  // A hashed asset: its build-time brotli copy (a Content-Length, not a stream
  // compressed per response), and the gzip copy for a client without brotli.
  for (const [accept, encoding] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
  ] as const) {
    const asset = await rawRequest(`${baseUrl}${assetPath}`, { headers: { "accept-encoding": accept } });
    add(
      `asset ${assetPath}`,
      `${encoding} copy made at build time when ${accept} is accepted`,
      header(asset, "content-encoding") === encoding && header(asset, "content-length") !== undefined,
      `${header(asset, "content-encoding")} ${header(asset, "content-length")}`,
    );
  }

  return results;
}

type AddCheck = (check: string, ok: boolean, detail?: string) => void;

/** What every answer carries, a page's or a file's. */
function checkEveryResponse(response: RawResponse, add: AddCheck) {
  add("no X-Powered-By", header(response, "x-powered-by") === undefined, header(response, "x-powered-by"));
  add(
    "X-Content-Type-Options: nosniff",
    header(response, "x-content-type-options") === "nosniff",
    header(response, "x-content-type-options"),
  );
}

/** A script, stylesheet, font or picture: the headers that act on a subresource, and not the documents' set. */
function checkSubresource(response: RawResponse, add: AddCheck) {
  checkEveryResponse(response, add);
  add(
    "Cross-Origin-Resource-Policy: same-origin",
    header(response, "cross-origin-resource-policy") === "same-origin",
    header(response, "cross-origin-resource-policy"),
  );
  const documentOnly = [
    "content-security-policy",
    "permissions-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
  ];
  const present = documentOnly.filter((name) => header(response, name) !== undefined);
  add("none of the documents' headers (they act on pages only)", present.length === 0, present.join(", "));
}

function checkCommon(response: RawResponse, https: boolean, add: AddCheck) {
  checkEveryResponse(response, add);
  add(
    "Referrer-Policy: strict-origin-when-cross-origin",
    header(response, "referrer-policy") === "strict-origin-when-cross-origin",
    header(response, "referrer-policy"),
  );
  const permissions = header(response, "permissions-policy") ?? "";
  add(
    "Permissions-Policy restricts camera, microphone, geolocation, payment",
    ["camera=()", "microphone=()", "geolocation=()", "payment=()"].every((d) => permissions.includes(d)),
    permissions,
  );
  add(
    "Cross-Origin-Opener-Policy: same-origin",
    header(response, "cross-origin-opener-policy") === "same-origin",
    header(response, "cross-origin-opener-policy"),
  );
  const cspText = header(response, "content-security-policy") ?? "";
  const csp = parseCsp(cspText);
  add("Content-Security-Policy present", cspText.length > 0);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? "";
  add(
    "CSP scripts without unsafe-inline / unsafe-eval",
    scriptSrc.length > 0 && !/unsafe-inline|unsafe-eval/.test(scriptSrc),
    scriptSrc.slice(0, 120),
  );
  add("CSP frame-ancestors 'none'", csp.get("frame-ancestors") === "'none'", csp.get("frame-ancestors"));
  add("CSP object-src 'none'", csp.get("object-src") === "'none'", csp.get("object-src"));
  add("CSP base-uri 'none'", csp.get("base-uri") === "'none'", csp.get("base-uri"));
  add(
    "CSP lets the map embed load (frame-src Google Maps)",
    /https:\/\/(www|maps)\.google\.com/.test(csp.get("frame-src") ?? ""),
    csp.get("frame-src"),
  );
  const hsts = header(response, "strict-transport-security");
  if (https) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? 0);
    add("HSTS over HTTPS, max-age ≥ 1 year", maxAge >= 31_536_000, hsts);
  } else {
    add("no HSTS over plain HTTP", hsts === undefined, hsts);
  }
}
