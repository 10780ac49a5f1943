import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";
import type { WebFontFace } from "./web-font-faces.server";

/**
 * The page's JavaScript starts loading once the first screen has painted (issues 14
 * and 27).
 *
 * Every page is complete and usable as server-rendered HTML, so on a phone on slow
 * 4G the first screen's pictures and the first paint should get the bandwidth and
 * the CPU, and the ~130 KB of JavaScript that hydrates the page should come right
 * after: a tap made meanwhile is kept until then (components/early-taps). React
 * Router's <Scripts> gives no say in that: it writes a `<link rel="modulepreload">`
 * per module (which browsers fetch at once) and an inline module script whose static
 * imports fetch and run the modules as soon as it is parsed. This transform of the
 * rendered document (entry.server.tsx, so prerendered files and the page cache get
 * the same HTML) drops those preloads from the head and turns the module script's
 * static imports into dynamic ones behind a gate: the first screen's pictures (those
 * marked `fetchpriority="high"`) loaded, and one frame painted with them. Then it adds
 * the module preloads and imports the modules in the original order, so the route
 * modules are in place before the client entry hydrates, as before; and only then
 * starts the web fonts, which change how the page looks, not what it does, so they do
 * not share a slow connection with the scripts.
 *
 * A module script of another shape is left as it is (the page loads as it used to):
 * the test beside this file renders React Router's own output and fails when that
 * happens, and so does tests/budgets/head-order.test.ts on the build's pages.
 */
export type AfterPaintOptions = {
  /** Web fonts to load once the scripts are in (no-JS visitors get web-fonts.css from a <noscript>). */
  fonts?: readonly WebFontFace[];
  /** Markup to end the head with (the structured data: head-json-ld.server.ts). */
  headEnd?: string;
};

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^import\s+("[^"\n]+");?$/;
const NAMESPACE_IMPORT = /^import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("[^"\n]+");?$/;

/**
 * The gate, as one expression: resolves once every first-screen picture (an image
 * marked `fetchpriority="high"`, the page's LCP candidates) has loaded or failed, and
 * one frame has painted (a timeout after the frame, so the frame's paint has
 * happened); at once plus a frame on a page without one (its first paint is text).
 * Not the window's `load`, which also waits for every other eager image: measured on
 * slow 4G it came 50–300 ms later. At most 5 s (a stalled picture must not leave the
 * page without its scripts for long), and 1 s after the pictures in a background tab,
 * where frames wait until the tab is shown.
 */
const AFTER_PAINT =
  "await new Promise((go) => {" +
  "const painted = () => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 1000); };" +
  "let left = 1; const done = () => { if (--left === 0) painted(); };" +
  "for (const img of document.querySelectorAll('img[fetchpriority=\"high\"]')) if (!img.complete) { left++;" +
  ' img.addEventListener("load", done, { once: true }); img.addEventListener("error", done, { once: true }); }' +
  "done(); setTimeout(go, 5000);" +
  "});";

const addModulePreloads = (hrefs: readonly string[]) =>
  hrefs.length === 0
    ? ""
    : `for (const href of ${JSON.stringify(hrefs)}) ` +
      'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));';

/**
 * Fetches the faces without touching the page, then adds the ones that arrived to
 * `document.fonts` together: the text is laid out again once, in the web fonts (a
 * stylesheet of @font-face rules costs a layout when it applies and another when the
 * files land; see web-font-faces.server.ts). Started once the route modules are in
 * (they no longer share the connection), in a task of its own: started in the same
 * task as the module preloads, the two took 60–70 ms of a phone's main thread at once
 * (4× CPU slowdown); apart, neither reaches 50.
 */
const loadFonts = (fonts: readonly WebFontFace[]) =>
  fonts.length === 0
    ? ""
    : "setTimeout(() => {" +
      ` const faces = ${JSON.stringify(fonts.map((f) => [f.family, `url("${f.url}") format("woff2")`, f.descriptors]))}` +
      ".map(([family, source, descriptors]) => new FontFace(family, source, descriptors));" +
      " Promise.allSettled(faces.map((face) => face.load())).then(() => {" +
      ' for (const face of faces) if (face.status === "loaded") document.fonts.add(face); }); });';

/** The hrefs of the module preloads in `head`, and the head without them. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) hrefs.push(href.replaceAll("&amp;", "&"));
    return "";
  });
  return { head: rest, hrefs };
}

/**
 * React Router's module bootstrap with its static imports made dynamic and gated on
 * the first paint, or undefined when it has a line this rewrite does not know.
 */
export function deferBootstrap(
  source: string,
  modulePreloads: readonly string[],
  options: AfterPaintOptions = {},
): string | undefined {
  const lines: string[] = [];
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) lines.push(`await import(${sideEffect[1]});`);
    else if (namespace) lines.push(`const ${namespace[1]} = await import(${namespace[2]});`);
    else if (/^import\s*[^(\s]/.test(line) || /\bimport\s*["'{*]/.test(line)) return undefined;
    else lines.push(raw);
  }
  // The fonts start after the last route module has arrived, before the client entry.
  const lastModule = lines.findLastIndex((line) => /^(const \w+ = )?await import\(/.test(line));
  const fonts = loadFonts(options.fonts ?? []);
  if (fonts) lines.splice(lastModule + 1, 0, fonts);
  return [AFTER_PAINT, addModulePreloads(modulePreloads)].filter(Boolean).concat(lines).join("\n");
}

/** The transform of the render stream (see the top of this file). */
export function scriptsAfterPaint(options: AfterPaintOptions = {}): Transform {
  const decoder = new StringDecoder("utf8");
  let state: "head" | "body" | "done" = "head";
  let pending = "";
  let preloads: string[] = [];

  /** What of `pending` can be written now; the rest waits for more of the stream. */
  function advance(final: boolean): string {
    let out = "";
    if (state === "head") {
      const end = pending.indexOf(HEAD_END);
      if (end === -1) {
        if (!final) return "";
        state = "done";
      } else {
        const taken = takeModulePreloads(pending.slice(0, end));
        preloads = taken.hrefs;
        out += taken.head + (options.headEnd ?? "");
        pending = pending.slice(end);
        state = "body";
      }
    }
    if (state === "body") {
      const match = MODULE_SCRIPT.exec(pending);
      if (match) {
        const deferred = deferBootstrap(match[2]!, preloads, options);
        const script = deferred === undefined ? match[0] : match[1]! + deferred + match[3]!;
        out += pending.slice(0, match.index) + script;
        pending = pending.slice(match.index + match[0].length);
        state = "done";
      } else if (final) {
        state = "done";
      } else {
        // Hold back an unfinished <script> (or the start of one) until it is complete.
        const open = pending.lastIndexOf("<script");
        const keepFrom = open !== -1 && !pending.includes("</script>", open) ? open : Math.max(0, pending.length - 7);
        out += pending.slice(0, keepFrom);
        pending = pending.slice(keepFrom);
        return out;
      }
    }
    out += pending;
    pending = "";
    return out;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (state === "done") return callback(null, typeof chunk === "string" ? chunk : decoder.write(chunk));
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      const out = advance(false);
      callback(null, out || undefined);
    },
    flush(callback: TransformCallback) {
      pending += decoder.end();
      callback(null, advance(true) || undefined);
    },
  });
}
