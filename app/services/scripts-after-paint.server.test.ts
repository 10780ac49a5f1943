import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferBootstrap, scriptsAfterPaint } from "./scripts-after-paint.server";

async function rewrite(chunks: Array<string | Buffer>, stylesheets: string[] = ["/assets/fonts.css"]): Promise<string> {
  const buffers = chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c));
  return text(Readable.from(buffers).pipe(scriptsAfterPaint({ stylesheets })));
}

// What React Router 8's <Scripts> writes (routeDiscovery "initial"), around a page.
const bootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");';
const doc =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="image" fetchPriority="high" href="/a.avif"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/></head>' +
  "<body><h1>Café ₹ 1,999</h1><pre>&lt;script type=&quot;module&quot;&gt;</pre>" +
  '<script>window.__reactRouterContext = {"ssr":true};</script>' +
  `<script nonce="abc" type="module" async="">${bootstrap}</script>` +
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

/** Runs a rewritten bootstrap with stand-ins for the browser, and records what it did. */
async function run(source: string, readyState: "loading" | "complete") {
  const done: string[] = [];
  const listeners: Array<() => void> = [];
  const appended: Array<{ rel: string; href: string }> = [];
  const window: Record<string, unknown> = {};
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const body = source.replaceAll(/\bimport\(/g, "load(");
  const fn = new AsyncFunction(
    "document",
    "window",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    body,
  );
  const frames: Array<() => void> = [];
  const timers: Array<{ ms: number; callback: () => void }> = [];
  const finished = fn(
    {
      readyState,
      head: { append: (link: { rel: string; href: string }) => appended.push({ rel: link.rel, href: link.href }) },
      createElement: () => ({}),
    },
    window,
    (_type: string, listener: () => void) => listeners.push(listener),
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ ms, callback }),
    async (url: string) => {
      done.push(url);
      return { url };
    },
  );
  return { done, listeners, appended, window, frames, timers, finished };
}

describe("deferBootstrap", () => {
  it("imports nothing until the page has loaded and painted a frame, then everything in order", async () => {
    const source = deferBootstrap(bootstrap, ["/assets/manifest-1.js", "/assets/root.js"], {
      stylesheets: ["/assets/fonts.css"],
    })!;
    expect(source).not.toMatch(/^\s*import\s/m);
    const page = await run(source, "loading");
    await Promise.resolve();
    expect(page.done).toEqual([]);
    expect(page.appended).toEqual([]);
    // `load` fires: a frame is requested; its callback schedules the start after the paint.
    expect(page.listeners).toHaveLength(1);
    page.listeners[0]!();
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    const afterFrame = page.timers.find((t) => t.ms === 0)!;
    expect(page.done).toEqual([]);
    afterFrame.callback();
    await page.finished;
    expect(page.appended).toEqual([
      { rel: "stylesheet", href: "/assets/fonts.css" },
      { rel: "modulepreload", href: "/assets/manifest-1.js" },
      { rel: "modulepreload", href: "/assets/root.js" },
    ]);
    expect(page.done).toEqual([
      "/assets/manifest-1.js",
      "/assets/root.js",
      "/assets/home.js",
      "/assets/entry.client.js",
    ]);
    // The route modules are in place before the entry (which hydrates) is imported.
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root.js" },
      "routes/home": { url: "/assets/home.js" },
    });
  });

  it("starts after a frame at once when the page has already loaded", async () => {
    const page = await run(deferBootstrap(bootstrap, [])!, "complete");
    expect(page.listeners).toHaveLength(0);
    expect(page.frames).toHaveLength(1);
  });

  it("does not wait for ever: 5 s at most for `load`, 1 s after it when no frame comes (a background tab)", async () => {
    const page = await run(deferBootstrap(bootstrap, [])!, "loading");
    expect(page.timers.map((t) => t.ms)).toEqual([5000]);
    page.listeners[0]!();
    expect(page.timers.map((t) => t.ms)).toEqual([5000, 1000]);
    page.timers[1]!.callback();
    await page.finished;
    expect(page.done).toHaveLength(4);
  });

  it("leaves a bootstrap of an unknown shape alone", () => {
    expect(deferBootstrap('import { a } from "/x.js";\nimport("/e.js");', [])).toBeUndefined();
    expect(deferBootstrap('import def from "/x.js";', [])).toBeUndefined();
  });
});

describe("scriptsAfterPaint", () => {
  it("drops the head's module preloads and defers the module script, and nothing else", async () => {
    const out = await rewrite([doc]);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high" href="/a.avif"/></head>');
    const script = /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(script).toBe(
      deferBootstrap(
        bootstrap,
        ["/assets/manifest-1.js", "/assets/entry.client.js", "/assets/root.js", "/assets/home.js"],
        { stylesheets: ["/assets/fonts.css"] },
      ),
    );
    // The rest of the body, the other scripts included, is as it was.
    expect(out.replace(script!, bootstrap)).toBe(doc.replace(/<link rel="modulepreload"[^>]*>/g, ""));
  });

  it("gives the same document however the stream is cut, even inside a character", async () => {
    const whole = await rewrite([doc]);
    const bytes = Buffer.from(doc);
    for (const size of [1, 2, 3, 7, 24, 25, 26, 40, 333]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await rewrite(chunks), `chunks of ${size} bytes`).toBe(whole);
    }
  });

  it("passes a document without a head or a module script through unchanged", async () => {
    expect(await rewrite(["<p>partial", " page</p>"])).toBe("<p>partial page</p>");
    const noModule = "<html><head><title>x</title></head><body><script>1</script><p>x</p></body></html>";
    expect(await rewrite([noModule.slice(0, 30), noModule.slice(30)])).toBe(noModule);
  });
});
