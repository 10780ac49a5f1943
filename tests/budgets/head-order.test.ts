import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { publicPages } from "../../app/content/routes-meta.ts";
import { clientDir } from "../support/build-budgets.ts";
import { buildDirectory, hasBuild, type RunningServer, startServer } from "../support/server.ts";

/**
 * Issue 14: the first paint of a phone on slow 4G waits for whatever the document
 * asks for first. So the stylesheet (inline CSS) and the page's LCP image preload
 * (fetchpriority high) come before any script, modulepreload or font preload; no font
 * is preloaded, and the inline CSS declares no web font (the fonts' stylesheet is
 * added after the first paint, or by a <noscript> link); and nothing fetches the
 * page's JavaScript before the page has loaded and painted: no modulepreload, no
 * script with a src, and the module bootstrap's first statement waits for the first
 * screen's pictures to load.
 * Read from the production build's documents as the server answers them (nothing is
 * prerendered: every page shows the store's settings).
 */
const buildDir = buildDirectory();

type HeadTag = { index: number; tag: string };

/** The tags of the document's <head> that fetch something or run, in document order. */
function headTags(html: string): HeadTag[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(?:link|script|style)\b[^>]*>/gi)].map((m) => ({ index: m.index, tag: m[0] }));
}

const isStylesheet = (t: string) => /^<style\b/i.test(t) || /rel="stylesheet"/i.test(t);
const isImagePreload = (t: string) => /rel="preload"/i.test(t) && /as="image"/i.test(t);
const isHighPriority = (t: string) => /fetchpriority="high"/i.test(t);
const isScriptLike = (t: string) => /^<script\b/i.test(t) || /rel="modulepreload"/i.test(t);
const isFontPreload = (t: string) => /rel="preload"/i.test(t) && /as="font"/i.test(t);

/** The first statement of a deferred bootstrap (app/services/rendering/scripts-after-paint.server.ts). */
const FIRST_SCREEN_GATE = /^await new Promise\(\(go\) => \{[^]*img\[fetchpriority="high"\][^]*addEventListener\("load"/;

/** What in the document would fetch JavaScript before the page has loaded (empty when nothing). */
function earlyScriptProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<link\b[^>]*rel="modulepreload"/i.test(html)) problems.push("a modulepreload link");
  if (/<script\b[^>]*\bsrc=/i.test(html)) problems.push("a script with a src");
  const modules = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
  if (modules.length !== 1) problems.push(`${modules.length} module scripts (React Router writes one)`);
  for (const source of modules) {
    if (!FIRST_SCREEN_GATE.test(source)) problems.push("the module script does not start by waiting for the pictures");
    if (/^\s*import\s*["'{*\w]/m.test(source)) problems.push("the module script has a static import");
  }
  return problems;
}

/** Web fonts the first layout would fetch: @font-face rules with a url() in the inline CSS. */
function inlineWebFonts(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  const css = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("\n");
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]).filter((face) => /url\(/.test(face));
}

/**
 * The first paint needs no stylesheet request: the built stylesheet is in the
 * document, whole (the client never fetches the file, so a partial copy would
 * leave later content unstyled), and nothing links it.
 */
function inlineStylesheetProblems(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  const inline = /<style data-precedence="default" data-href="(\/assets\/[\w.-]+\.css)">([\s\S]*?)<\/style>/.exec(head);
  if (!inline) return ["no inline stylesheet in <head>"];
  const built = readFileSync(`${clientDir(buildDir)}${inline[1]}`, "utf8");
  const problems: string[] = [];
  if (inline[2] !== built) problems.push(`the inline CSS differs from ${inline[1]}`);
  // Only visitors without JavaScript load a stylesheet by link: the web fonts', in a <noscript>.
  const withoutNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, "");
  if (/<link[^>]+rel="stylesheet"/i.test(withoutNoscript)) problems.push("a stylesheet is still linked");
  return problems;
}

/** What is wrong with a document's head order (empty when it is right). */
function headOrderProblems(html: string, expectImagePreload: boolean): string[] {
  const tags = headTags(html);
  const problems: string[] = [];
  const first = (pick: (t: string) => boolean) => tags.find((t) => pick(t.tag))?.index ?? Infinity;
  const css = first(isStylesheet);
  const image = first((t) => isImagePreload(t) && isHighPriority(t));
  const blocking = Math.min(first(isScriptLike), first(isFontPreload));
  if (css === Infinity) problems.push("no stylesheet or inline style in <head>");
  if (css > blocking) problems.push("the stylesheet comes after a script, modulepreload or font preload");
  if (expectImagePreload && image === Infinity) problems.push("no high-priority image preload");
  if (image !== Infinity && image > blocking)
    problems.push("the LCP image preload comes after a script, modulepreload or font preload");
  if (first(isFontPreload) !== Infinity) problems.push("a font is preloaded (it competes with the first paint)");
  return problems;
}

describe("head order", () => {
  test("the check itself tells a good head from the one issue 14 measured", () => {
    const good =
      '<head><meta charset="utf-8"/><link rel="preload" as="image" fetchpriority="high" href="/a.avif"/>' +
      '<style data-precedence="default">body{font-family:"Inter Fallback"}</style></head><body>' +
      '<script type="module">await new Promise((go) => { for (const img of document.querySelectorAll(\'img[fetchpriority="high"]\')) ' +
      'img.addEventListener("load", go); });\nconst r = await import("/r.js");</script></body>';
    const measured =
      '<head><link rel="preload" href="/f.woff2" as="font" type="font/woff2"/><link rel="modulepreload" href="/e.js"/>' +
      '<style>@font-face{font-family:Inter;src:url(/i.woff2)}</style><link rel="stylesheet" href="/x.css"/></head>' +
      '<body><img fetchpriority="high" src="/a.avif"/><script type="module">import * as r from "/r.js";</script></body>';
    expect(headOrderProblems(good, true)).toEqual([]);
    expect(earlyScriptProblems(good)).toEqual([]);
    expect(inlineWebFonts(good)).toEqual([]);
    expect(headOrderProblems(measured, true)).toEqual([
      "the stylesheet comes after a script, modulepreload or font preload",
      "no high-priority image preload",
      "a font is preloaded (it competes with the first paint)",
    ]);
    expect(earlyScriptProblems(measured)).toEqual([
      "a modulepreload link",
      "the module script does not start by waiting for the pictures",
      "the module script has a static import",
    ]);
    expect(inlineWebFonts(measured)).toHaveLength(1);
  });

  describe("in the production build", () => {
    let server: RunningServer | undefined;
    beforeAll(async () => {
      if (!hasBuild(buildDir)) throw new Error(`The head-order test needs a production build at ${buildDir}.`);
      server = await startServer({ buildDir });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      server?.cleanup();
    });

    // Every public page opens on a hero picture (its LCP) except the contact, booking and
    // search pages, whose first paint is text, and the slider, whose slide must be preloaded too.
    // Text pages with no hero image to hurry: the forms, search, the reviews and the footer's policy pages.
    const TEXT_FIRST = new Set([
      "/contact",
      "/book",
      "/search",
      "/reviews",
      "/privacy-policy",
      "/terms-of-service",
      "/alterations-and-exchanges",
    ]);
    test.each(publicPages.map((p) => p.path))("%s", async (path) => {
      const response = await fetch(server!.url + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(headOrderProblems(html, !TEXT_FIRST.has(path))).toEqual([]);
      expect(inlineStylesheetProblems(html)).toEqual([]);
      expect(earlyScriptProblems(html)).toEqual([]);
      expect(inlineWebFonts(html)).toEqual([]);
    });

    // Issue 33: a Kannada or Hindi page's head adds its script's fallback face (local() only)
    // and the font's stylesheet in a <noscript>, after the inline stylesheet.
    test.each(["/kn", "/hi"])("%s (the 404 page until the language's routes exist)", async (path) => {
      const html = await (await fetch(server!.url + path)).text();
      expect(html).toMatch(/<style>@font-face\{font-family:"Noto Sans (Kannada|Devanagari) Fallback";src:local\(/);
      expect(html).toMatch(
        /<noscript><link rel="stylesheet" href="\/assets\/(kannada|devanagari)-web-fonts-[\w-]+\.css"\/><\/noscript>/,
      );
      expect(headOrderProblems(html, false)).toEqual([]);
      expect(inlineStylesheetProblems(html)).toEqual([]);
      expect(earlyScriptProblems(html)).toEqual([]);
      expect(inlineWebFonts(html)).toEqual([]);
    });

    test("the 404 page (served from the page cache)", async () => {
      const response = await fetch(`${server!.url}/no-such-page`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(headOrderProblems(html, false)).toEqual([]);
      expect(inlineStylesheetProblems(html)).toEqual([]);
      expect(earlyScriptProblems(html)).toEqual([]);
      expect(inlineWebFonts(html)).toEqual([]);
    });
  });
});
