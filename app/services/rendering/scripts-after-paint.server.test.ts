import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferBootstrap, scriptsAfterPaint } from "./scripts-after-paint.server";
import type { WebFontFace } from "./web-font-faces.server";

const descriptors = { style: "normal", display: "swap", unicodeRange: "U+0020-007E" } as const;
const fonts: WebFontFace[] = [
  { family: "Body Sans", url: "/assets/body.woff2", descriptors: { ...descriptors, weight: "400 700" } },
  { family: "Display Serif", url: "/assets/display.woff2", descriptors: { ...descriptors, weight: "600" } },
];

async function rewrite(chunks: Array<string | Buffer>): Promise<string> {
  const buffers = chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c));
  return text(Readable.from(buffers).pipe(scriptsAfterPaint({ fonts })));
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

/** A stand-in for the CSS Font Loading API's FontFace: `load()` waits for `arrive` or `fail`. */
class StandInFontFace {
  status = "unloaded";
  arrive = () => {};
  fail = () => {};
  readonly family: string;
  readonly source: string;
  readonly descriptors: object;
  constructor(family: string, source: string, descriptors: object) {
    this.family = family;
    this.source = source;
    this.descriptors = descriptors;
  }
  load() {
    this.status = "loading";
    return new Promise<this>((resolve, reject) => {
      this.arrive = () => ((this.status = "loaded"), resolve(this));
      this.fail = () => ((this.status = "error"), reject(new Error("network")));
    });
  }
}

/** A first-screen picture (`img[fetchpriority="high"]`): `load()` or `fail()` ends it. */
class StandInPicture {
  complete: boolean;
  private readonly listeners: Record<string, () => void> = {};
  constructor(complete: boolean) {
    this.complete = complete;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  load() {
    this.complete = true;
    this.listeners.load?.();
  }
  fail() {
    this.complete = true;
    this.listeners.error?.();
  }
}

/** Runs a rewritten bootstrap with stand-ins for the browser, and records what it did. */
async function run(source: string, pictures: StandInPicture[] = []) {
  const done: string[] = [];
  const faces: StandInFontFace[] = [];
  const documentFonts: StandInFontFace[] = [];
  const appended: Array<{ rel: string; href: string }> = [];
  const asked: string[] = [];
  const window: Record<string, unknown> = {};
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const body = source.replaceAll(/\bimport\(/g, "load(");
  const fn = new AsyncFunction("document", "window", "requestAnimationFrame", "setTimeout", "FontFace", "load", body);
  const frames: Array<() => void> = [];
  const timers: Array<{ ms: number; callback: () => void }> = [];
  const finished = fn(
    {
      querySelectorAll: (selector: string) => (asked.push(selector), pictures),
      head: { append: (link: { rel: string; href: string }) => appended.push({ rel: link.rel, href: link.href }) },
      createElement: () => ({}),
      fonts: { add: (face: StandInFontFace) => documentFonts.push(face) },
    },
    window,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ ms, callback }),
    class extends StandInFontFace {
      constructor(family: string, source: string, descriptors: object) {
        super(family, source, descriptors);
        faces.push(this);
      }
    },
    async (url: string) => {
      done.push(url);
      return { url };
    },
  );
  /** The frame, then the task after it: the gate opens. */
  const paint = () => {
    frames.shift()!();
    timers.find((t) => t.ms === 0)!.callback();
  };
  return { done, asked, appended, window, frames, timers, finished, faces, documentFonts, paint };
}

describe("deferBootstrap", () => {
  it("imports nothing until the first screen's pictures are in and painted, then everything in order", async () => {
    const hero = new StandInPicture(false);
    const card = new StandInPicture(false);
    const source = deferBootstrap(bootstrap, ["/assets/manifest-1.js", "/assets/root.js"], { fonts })!;
    expect(source).not.toMatch(/^\s*import\s/m);
    const page = await run(source, [hero, new StandInPicture(true), card]);
    expect(page.asked).toEqual(['img[fetchpriority="high"]']);
    await Promise.resolve();
    hero.load();
    expect(page.frames, "one picture is still on its way").toHaveLength(0);
    card.fail(); // a picture that fails does not hold the page's scripts
    expect(page.frames).toHaveLength(1);
    expect(page.done).toEqual([]);
    expect(page.appended).toEqual([]);
    page.paint();
    await page.finished;
    expect(page.appended).toEqual([
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

  it("starts the web fonts once the route modules are in, and adds them together once both have arrived", async () => {
    const source = deferBootstrap(bootstrap, [], { fonts })!;
    // After the last route module, before the client entry.
    expect(source.indexOf("new FontFace")).toBeGreaterThan(source.indexOf('import("/assets/home.js")'));
    expect(source.indexOf("new FontFace")).toBeLessThan(source.indexOf('import("/assets/entry.client.js")'));
    const page = await run(source);
    page.paint();
    await page.finished;
    // The scripts do not wait for the fonts, which start in a task of their own.
    expect(page.done).toHaveLength(4);
    expect(page.faces).toEqual([]);
    page.timers.filter((t) => t.ms === 0)[1]!.callback();
    expect(page.faces.map((f) => [f.family, f.source, f.descriptors, f.status])).toEqual([
      ["Body Sans", 'url("/assets/body.woff2") format("woff2")', fonts[0]!.descriptors, "loading"],
      ["Display Serif", 'url("/assets/display.woff2") format("woff2")', fonts[1]!.descriptors, "loading"],
    ]);
    page.faces[1]!.arrive();
    await new Promise((r) => setTimeout(r));
    expect(page.documentFonts, "no face is added before the other has settled").toEqual([]);
    page.faces[0]!.fail();
    await new Promise((r) => setTimeout(r));
    expect(
      page.documentFonts.map((f) => f.family),
      "a face that failed stays out",
    ).toEqual(["Display Serif"]);
  });

  it("starts after a frame at once when the pictures are in already, or the page has none", async () => {
    for (const pictures of [[], [new StandInPicture(true)]]) {
      const page = await run(deferBootstrap(bootstrap, [])!, pictures);
      expect(page.frames).toHaveLength(1);
      page.paint();
      await page.finished;
      expect(page.done).toHaveLength(4);
    }
  });

  it("does not wait for ever: 5 s at most for the pictures, 1 s after them when no frame comes (a background tab)", async () => {
    const stalled = await run(deferBootstrap(bootstrap, [])!, [new StandInPicture(false)]);
    expect(stalled.timers.map((t) => t.ms)).toEqual([5000]);
    stalled.timers[0]!.callback();
    await stalled.finished;
    expect(stalled.done).toHaveLength(4);

    const hero = new StandInPicture(false);
    const hidden = await run(deferBootstrap(bootstrap, [])!, [hero]);
    hero.load();
    expect(hidden.timers.map((t) => t.ms)).toEqual([5000, 1000]);
    hidden.timers[1]!.callback();
    await hidden.finished;
    expect(hidden.done).toHaveLength(4);
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
        { fonts },
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

/**
 * The rewrite reads React Router's output with regular expressions (React Router has
 * no supported way to say when <Scripts> fetches and runs its modules). So this test
 * renders a document with the installed React Router itself, through its own request
 * handler and <ServerRouter>, and fails when the rewrite no longer recognises what it
 * writes: after an upgrade that changes the shape, the pages would quietly load their
 * scripts before the first paint again.
 */
describe("on React Router's own output", () => {
  const modules = {
    manifest: "/assets/manifest-9.js",
    entry: "/assets/entry.client-1.js",
    framework: "/assets/framework-2.js",
    root: "/assets/root-3.js",
    shell: "/assets/shell-4.js",
    home: "/assets/home-5.js",
  };
  const route = (id: string, module: string, imports: string[], extra: object) => ({
    id,
    module,
    imports,
    css: [],
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    ...extra,
  });

  async function renderWithReactRouter(): Promise<string> {
    const [{ createElement }, { renderToPipeableStream }, router] = await Promise.all([
      import("react"),
      import("react-dom/server"),
      import("react-router"),
    ]);
    const { createRequestHandler, Scripts, Outlet, ServerRouter } = router;
    const Root = () =>
      createElement(
        "html",
        null,
        createElement("head", null, createElement(router.Links)),
        createElement("body", null, createElement(Outlet), createElement(Scripts)),
      );
    const Home = () => createElement("h1", null, "Home");
    const handleRequest = (request: Request, status: number, headers: Headers, context: never) =>
      new Promise<Response>((resolve, reject) => {
        const { pipe } = renderToPipeableStream(createElement(ServerRouter, { context, url: request.url }), {
          onAllReady() {
            const body = scriptsAfterPaint({ fonts });
            pipe(body);
            resolve(new Response(Readable.toWeb(body) as ReadableStream, { status, headers }));
          },
          onShellError: reject,
        });
      });
    const build = {
      entry: { module: { default: handleRequest } },
      routes: {
        root: { id: "root", path: "", module: { default: Root } },
        "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: Home } },
      },
      assets: {
        entry: { module: modules.entry, imports: [modules.framework] },
        routes: {
          root: route("root", modules.root, [modules.shell], { path: "" }),
          "routes/home": route("routes/home", modules.home, [], { parentId: "root", index: true }),
        },
        url: modules.manifest,
        version: "9",
      },
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    };
    const handler = createRequestHandler(build as never, "production");
    const response = await handler(new Request("http://shop.test/"));
    return response.text();
  }

  it("recognises the installed version's <Scripts>: no preload or import before the paint", async () => {
    const html = await renderWithReactRouter();
    const head = html.slice(0, html.indexOf("</head>"));
    const modulesScript = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const problems = [
      /rel="modulepreload"/.test(head) && "the head still preloads modules",
      /^\s*import\s*["'{*\w]/m.test(modulesScript) && "the module script still imports statically",
      !modulesScript.startsWith("await new Promise((go) =>") && "the module script does not start by waiting",
    ].filter(Boolean);
    expect(problems, "React Router's bootstrap changed shape: update scripts-after-paint.server.ts").toEqual([]);
    // Every module React Router asked for is still loaded, the client entry last.
    for (const href of Object.values(modules)) expect(modulesScript).toContain(JSON.stringify(href));
    expect(modulesScript.trimEnd().endsWith(`import(${JSON.stringify(modules.entry)});`)).toBe(true);
  });
});
