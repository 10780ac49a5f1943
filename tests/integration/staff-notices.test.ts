import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "../support/api-client.ts";
import { startServer, type RunningServer } from "../support/server.ts";

/**
 * What a staff screen says after an action ("Deleted …", "Published …", "MS-AB12 is
 * now confirmed.") comes from a signed cookie our own action wrote, read once by the
 * page it was meant for. A link with words in its query string (?deleted=…,
 * ?changed=…, ?upload-error=…) prints nothing: anyone can send staff such a link.
 */
const BAIT = "Call 0000 to verify your account";

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  cookie = await adminCookie(server.url);
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function page(path: string, extraCookie = "") {
  const response = await fetch(server.url + path, {
    headers: { Cookie: [cookie, extraCookie].filter(Boolean).join("; ") },
    redirect: "manual",
  });
  return { status: response.status, html: await response.text(), setCookies: response.headers.getSetCookie() };
}

async function post(path: string, fields: Record<string, string>) {
  return fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const unescape = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[e] ?? "'");

/** A published product of the nightwear screen and its form's values as its page shows them. */
async function anyProduct() {
  const list = await page("/admin/products?collection=nightwear&status=published");
  const id = Number(/href="\/admin\/products\/(\d+)"/.exec(list.html)?.[1]);
  const edit = await page(`/admin/products/${id}`);
  return {
    id,
    version: /name="version" value="(\d+)"/.exec(edit.html)![1]!,
    title: unescape(/name="title"[^>]*value="([^"]*)"/.exec(edit.html)![1]!),
    type: /<option value="([^"]+)" selected/.exec(edit.html)![1]!,
    description: unescape(/name="description"[^>]*>([^<]*)<\/textarea>/.exec(edit.html)![1]!),
  };
}

describe("staff notices", () => {
  it("a crafted link prints none of its words on a staff screen", async () => {
    const { id } = await anyProduct();
    const words = encodeURIComponent(BAIT);
    for (const path of [
      `/admin/products?deleted=${words}`,
      `/admin/products/${id}?upload-error=${words}&uploaded=3&saved=published`,
      `/admin/orders?changed=${words}`,
      `/admin/contact-messages?deleted=1&notice=${words}`,
      `/admin/collections/groom?saved=texts`,
      `/admin/accounts?deleted=${words}`,
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain("Call 0000");
      expect(html, path).not.toContain("Published: it is on the site now");
      expect(html, path).not.toContain("3 photos added");
      expect(html, path).not.toContain("Message deleted.");
      expect(html, path).not.toContain("Saved: the screen shows the new words now");
    }
  });

  it("an action's notice is shown once, on the page it redirects to, and a forged one is ignored", async () => {
    const product = await anyProduct();
    const { id, ...fields } = product;
    const saved = await post(`/admin/products/${id}`, { intent: "save", ...fields });
    expect(saved.status).toBe(302);
    const location = saved.headers.get("Location")!;
    expect(location).toBe(`/admin/products/${id}`);
    const flash = saved.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("staff_flash="));
    expect(flash).toBeDefined();

    // Another page does not take it; its own page shows it and forgets it.
    expect((await page("/admin/products", flash)).html).not.toContain("Saved.");
    const first = await page(location, flash);
    expect(first.html).toContain("Saved.");
    const cleared = first.setCookies.find((c) => c.startsWith("staff_flash="));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // A cookie of the same name that we did not sign says nothing.
    const [, value] = flash!.split("=");
    const payload = Buffer.from(
      JSON.stringify({ __flash_notice__: { tone: "success", message: BAIT, path: location } }),
    ).toString("base64");
    const forged = `staff_flash=${encodeURIComponent(`${payload}.${value!.split(".").pop()}`)}`;
    expect((await page(location, forged)).html).not.toContain("Call 0000");
    expect((await page(location, `staff_flash=${payload}`)).html).not.toContain("Call 0000");
  });
});
