import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACEHOLDER_SITE_URL } from "../../app/lib/seo/site-meta.ts";
import { clientAddress } from "../support/api-client.ts";
import { buildDirectory, startServer, type RunningServer } from "../support/server.ts";
import { ownerBrowser, request, testIdValue } from "../support/staff-accounts.ts";
import { smtpHarness, type SmtpHarness } from "./smtp-harness.ts";

/**
 * SITE_URL is read when the server starts, not when it is built: one build, started
 * with one address and then (same build, same data) with another, gives each in the
 * sitemap, robots.txt, an item page's canonical and Open Graph URLs and its
 * structured data, the alert e-mail's link and an invitation's link, with nothing
 * rebuilt. The browser's
 * code carries no address at all: client navigations take it from the shell's data.
 */
const ITEM = "/groom/onion-pink-handwork-sherwani";
const FIRST = "https://shop.example.in";
const SECOND = "https://www.other-shop.example.in:8443";

function buildFiles(dir: string): Array<{ file: string; mtimeMs: number; size: number }> {
  const out: Array<{ file: string; mtimeMs: number; size: number }> = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else out.push({ file: full, mtimeMs: stat.mtimeMs, size: stat.size });
    }
  };
  walk(dir);
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe("the site's address, read at start", () => {
  let smtp: SmtpHarness;
  let dataDir: string | undefined;
  let before: ReturnType<typeof buildFiles>;
  const servers: RunningServer[] = [];
  let messages = 0;

  async function start(siteUrl: string) {
    const started = performance.now();
    const server = await startServer({
      ...(dataDir ? { dataDir } : {}),
      env: { SITE_URL: siteUrl, SMTP_URL: smtp.url, NOTIFY_EMAIL: "owner@shop.example" },
    });
    dataDir ??= server.dataDir;
    servers.push(server);
    console.log(`started with SITE_URL=${siteUrl} in ${Math.round(performance.now() - started)} ms`);
    return server;
  }

  async function expectAddress(server: RunningServer, origin: string, other: string) {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap).toContain(`<loc>${origin}${ITEM}</loc>`);
    expect(sitemap).toMatch(new RegExp(`<image:loc>${origin.replace(/[.:/]/g, "\\$&")}/images/`));

    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const item = await (await fetch(`${server.url}${ITEM}`)).text();
    expect(attribute(item, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}${ITEM}`);
    expect(attribute(item, /<meta property="og:url" content="([^"]+)"/)).toBe(`${origin}${ITEM}`);
    expect(attribute(item, /<meta property="og:image" content="([^"]+)"/)).toMatch(`${origin}/images/`);
    const product = JSON.parse(
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Product".*?)<\/script>/.exec(
        item,
      )![1]!,
    ) as { url: string };
    expect(product.url).toBe(`${origin}${ITEM}`);

    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain(`"@id":"${origin}/#store"`);

    for (const body of [sitemap, robots, item, home]) {
      expect(body).not.toContain(other);
      expect(body).not.toContain(PLACEHOLDER_SITE_URL);
    }

    // The alert e-mail's link to the message.
    smtp.received.length = 0;
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(700_000 + messages++) },
      body: JSON.stringify({
        name: "Asha Rao",
        email: "asha.rao@example.com",
        phone: "+91 98450 12345",
        subject: "Linen shirts",
        message: "Do you have white linen shirts in size 42?",
        category: "shirts",
      }),
    });
    expect(sent.status).toBe(201);
    const [mail] = await smtp.waitFor(1, 15_000);
    expect(mail!.text).toMatch(new RegExp(`${origin.replace(/[.:/]/g, "\\$&")}/admin/contact-messages/\\d+`));
    expect(mail!.messageId).toMatch(new RegExp(`@${new URL(origin).hostname.replace(/\./g, "\\.")}>?$`));

    // The invitation link the owner's page shows (and sends on WhatsApp), though the
    // owner reached the site at the server's own address.
    const owner = await ownerBrowser(server.url);
    const answer = await request(owner, "/admin/accounts", {
      form: { intent: "invite", name: `Ravi ${messages}`, role: "staff", email: "", phone: "+91 98450 12345" },
    });
    expect(testIdValue(answer.body, "one-time-link")).toMatch(
      new RegExp(`^${origin.replace(/[.:/]/g, "\\$&")}/admin/invite/`),
    );
  }

  beforeAll(async () => {
    smtp = await smtpHarness();
    before = buildFiles(buildDirectory());
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    servers[0]?.cleanup();
    await smtp?.stop();
  });

  it("a start with SITE_URL gives that address everywhere", async () => {
    const server = await start(FIRST);
    await expectAddress(server, FIRST, SECOND);
    await server.stop();
  });

  it("the same build, started again with another SITE_URL, gives the other one, with nothing rebuilt", async () => {
    const server = await start(SECOND);
    await expectAddress(server, SECOND, FIRST);
    await server.stop();
    expect(buildFiles(buildDirectory())).toEqual(before);
  });

  it("the browser's code names no address: it comes with the page's data", () => {
    const assets = join(buildDirectory(), "client", "assets");
    for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
      expect(readFileSync(join(assets, file), "utf8"), file).not.toContain(PLACEHOLDER_SITE_URL);
    }
  });
});
