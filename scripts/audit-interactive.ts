import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { MOBILE_DEVICE, MOBILE_THROTTLING, tapAt, throttleLikeAPhone } from "../tests/support/mobile-throttling.ts";
import { hasBuild, runBuild, startServer } from "../tests/support/server.ts";

/**
 * `npm run audit:interactive`: does the first tap count? For every public page, the
 * control a visitor is most likely to tap on its first screen is tapped as soon as it
 * is drawn, and again 250 ms after the page has handled a tap that did nothing (a
 * main thread busy with the page's scripts makes a tap late, not lost), in Debian's
 * Chromium under Lighthouse's mobile conditions applied through the DevTools protocol
 * (tests/support/mobile-throttling.ts), a fresh browser context (empty cache) per run.
 *
 * A tap has worked when the page did what it asks (the slide moved, the code was
 * copied, the menu or the view opened, the browser started loading the link), or
 * when the page shows it has kept the tap for later (a control marked
 * `data-tap-pending` by the early-tap capture, replayed once the page is live): a
 * visitor who sees that stops tapping. Reported, as medians of `--runs` (default 3):
 *
 *   visible    the control is on screen, after the first contentful paint
 *   handled    how long after the first tap its click reached the page
 *   works      the first tap that worked (made at this time)
 *   shown      what the tap asked for is on screen (after a replay or a page load)
 *   hydrated   React has hydrated the page (html[data-hydrated]); "-" when a tap
 *              navigated away first
 *   lost       taps the page handled and did nothing with, before the first that worked
 *
 * Times are seconds from the start of the navigation. Machine-dependent (CPU speed
 * and load feed the 4× slowdown); the load average is printed with every page. It
 * fails (exit code 1) when a page misses issue 37's bar on the medians: the result
 * shown by 2.5 s, with at most one tap before the one that worked; issue 27's
 * stricter goals are reported only.
 *
 *   npm run audit:interactive [-- --no-build] [--port N] [--routes /,/offers] [--runs 3]
 *   env: BUILD_DIR (default build-audit), AUDIT_PORT, SKIP_BUILD=1
 */
const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean" },
    port: { type: "string" },
    routes: { type: "string" },
    runs: { type: "string" },
  },
});
const buildDir = resolve(process.env.BUILD_DIR ?? "build-audit");
const port = Number(args.port ?? process.env.AUDIT_PORT ?? 0);
const skipBuild = args["no-build"] === true || process.env.SKIP_BUILD === "1";
const runs = Math.max(1, Number(args.runs ?? 3));

const TAP_EVERY_MS = 250;
/** How long a tap may wait for the page to handle it before it counts as lost anyway. */
const HANDLED_WITHIN_MS = 3000;
const POLL_MS = 50;
/** How long a run waits, from the navigation, for the control and then for the result. */
const DEADLINE_MS = 25_000;

/**
 * Issue 27's targets: the first working tap within 1.5 s of the navigation (a goal:
 * what is reached is reported), no tap lost. Before it, on this machine: /gallery's
 * card visible at 0.75 s, first working tap 2.6 s, 4 lost; /offers' Copy 0.81 s,
 * 4.8 s, 6 lost (the SPA peer's first button: 1.71 s, 2.1 s, 0 lost).
 */
const TARGETS_OF_ISSUE_27 = { worksMs: 1500, lost: 0 };
/**
 * Issue 37's bar, which fails the audit: what the tap asked for is on screen by 2.5 s
 * (a kept tap is not enough when the visitor sees nothing for seconds), and no more
 * than one tap came before the one that worked.
 */
const TARGETS_OF_ISSUE_37 = { shownMs: 2500, lost: 1 };

/** What counts as the tap having done its work. */
type Effect =
  /** The carousel moved on (each tap on Next moves it one slide forward). */
  | { kind: "slide"; carousel: string }
  /** Text went to the clipboard (each tap copies once). */
  | { kind: "copy"; shown: string }
  /** An element is on screen; `navigatesTo`: the browser starting to load such a URL counts as working. */
  | { kind: "open"; selector: string; navigatesTo?: RegExp };

/**
 * `selector`: what is tapped, at the middle of its part on screen (a card's stretched
 * link is tapped on the card). `scroll`: the control is further down the page, and the
 * visitor scrolls to it as soon as it is there.
 */
type Target = { path: string; control: string; selector: string; effect: Effect; scroll?: boolean };

const MENU_TOGGLE = '[aria-label="Open menu"], [data-slot="menu-toggle"]';
const menu = (path: string): Target => ({
  path,
  control: "menu toggle",
  selector: MENU_TOGGLE,
  effect: { kind: "open", selector: 'nav[aria-label="Mobile"]' },
});
const firstCard = (path: string): Target => ({
  path,
  control: "first card",
  selector: "li:has([data-item-link])",
  effect: {
    kind: "open",
    selector: "dialog[open] [data-view]",
    navigatesTo: new RegExp(`^${path.replace(/\//g, "\\/")}\\/[^/?#]+`),
  },
});
const nextSlide = (path: string, carousel: string): Target => ({
  path,
  control: "Next slide",
  selector: `section[aria-label="${carousel}"] [data-slot="carousel-next"]`,
  effect: { kind: "slide", carousel: `section[aria-label="${carousel}"]` },
});

/** The control of each public page's first screen on a phone (the menu where the rest are plain links). */
const TARGETS: Target[] = [
  nextSlide("/", "Featured collections"),
  menu("/about"),
  ...[
    "/collections/formals",
    "/collections/semi-formals",
    "/collections/clubwear",
    "/collections/shirts",
    "/groom",
    "/pants",
    "/innerwears",
    "/ramraj",
  ].map(firstCard),
  {
    path: "/offers",
    control: "Copy Code",
    selector: 'button[aria-label^="Copy code"]',
    // React's copied state, or the early-tap capture's own (data-copied, drawn by app.css).
    effect: { kind: "copy", shown: 'button[aria-label^="Copied"], button[data-copied]' },
    scroll: true,
  },
  menu("/visit"),
  menu("/contact"),
  menu("/book"),
  {
    path: "/gallery",
    control: "a card",
    selector: 'article:has([aria-label="Formal Collection: open fullscreen"])',
    effect: { kind: "open", selector: '[data-testid="fullscreen-carousel"]', navigatesTo: /^\/gallery\?/ },
  },
  nextSlide("/slider", "Collections showcase"),
  menu("/search"),
];

type Sample = {
  visible: number | null;
  /** How long after the first tap the page handled it (its click reached the page). */
  handled: number | null;
  works: number | null;
  shown: number | null;
  hydrated: number | null;
  taps: number;
  lost: number;
};

type Row = Target & { samples: Sample[]; load: [number, number] };

/**
 * Counters kept by the page itself from its first byte (an init script): text copied,
 * slides that became current in the audited carousel, and when React hydrated.
 */
function instrument(carousel: string | null) {
  const audit = { copies: 0, slides: 0, at: 0, clicks: 0, hydrated: null as number | null, painted: false };
  // The taps the page has handled (their clicks reached it), whatever they did.
  addEventListener("click", (event) => void (event.isTrusted && audit.clicks++), true);
  // (Chromium leaves paint entries out of performance.getEntries*; an observer gets them.)
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === "first-contentful-paint")) audit.painted = true;
  }).observe({ type: "paint", buffered: true });
  (window as unknown as { __firstTap: typeof audit }).__firstTap = audit;
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard) {
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      audit.copies++;
      return write(text).catch(() => undefined);
    };
  }
  const exec = document.execCommand.bind(document);
  document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
    if (command === "copy") audit.copies++;
    return exec(command, ...rest);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (record.attributeName === "data-hydrated" && target === document.documentElement) {
        audit.hydrated ??= performance.now();
      } else if (record.attributeName === "data-active" && carousel && target.getAttribute("data-active") === "true") {
        // Moves forward, counted by position: taps replayed together move it in one render.
        const slides = [...(target.closest(carousel)?.querySelectorAll('[aria-roledescription="slide"]') ?? [])];
        const index = slides.indexOf(target);
        if (index === -1) continue;
        audit.slides += (index - audit.at + slides.length) % slides.length;
        audit.at = index;
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-active", "data-hydrated"] });
}

type PageState = {
  /** The control's centre when it is drawn, on screen and not covered, after the first contentful paint. */
  point: { x: number; y: number } | null;
  copies: number;
  slides: number;
  /** Taps whose click the page has handled. */
  clicks: number;
  hydrated: number | null;
  /** The early-tap capture has kept a tap for later. */
  kept: boolean;
  /** The effect's element is on screen. */
  open: boolean;
};

function readState({ selector, open, scroll }: { selector: string; open: string | null; scroll: boolean }): PageState {
  const audit = (
    window as unknown as {
      __firstTap?: {
        copies: number;
        slides: number;
        clicks: number;
        hydrated: number | null;
        painted: boolean;
        scrolled?: boolean;
      };
    }
  ).__firstTap ?? { copies: 0, slides: 0, clicks: 0, hydrated: null, painted: false };
  /** The part of the element inside the viewport, if it is drawn at all. */
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const drawn = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    return drawn && right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
  };
  let point: PageState["point"] = null;
  if (scroll && !audit.scrolled && audit.painted) {
    const element = document.querySelector(selector);
    if (element) {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      audit.scrolled = true;
    }
  }
  if (audit.painted) {
    for (const element of document.querySelectorAll(selector)) {
      const middle = onScreen(element);
      if (!middle) continue;
      const hit = document.elementFromPoint(middle.x, middle.y);
      if (hit && (element === hit || element.contains(hit))) {
        point = middle;
        break;
      }
    }
  }
  return {
    point,
    copies: audit.copies,
    slides: audit.slides,
    clicks: audit.clicks,
    hydrated: audit.hydrated,
    kept: document.querySelector("[data-tap-pending]") !== null,
    open: open !== null && [...document.querySelectorAll(open)].some((element) => onScreen(element) !== null),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function measure(browser: Browser, baseUrl: string, target: Target): Promise<Sample> {
  const context = await browser.newContext({
    ...MOBILE_DEVICE,
    reducedMotion: "reduce", // no carousel moves by itself while the audit counts its moves
    permissions: ["clipboard-read", "clipboard-write"],
  });
  try {
    const page = await context.newPage();
    const { effect } = target;
    await context.addInitScript(instrument, effect.kind === "slide" ? effect.carousel : null);
    const cdp = await throttleLikeAPhone(page);
    const openSelector = effect.kind === "open" ? effect.selector : effect.kind === "copy" ? effect.shown : null;

    let navigatedAt: number | null = null;
    let start = 0;
    const navigatesTo = effect.kind === "open" ? effect.navigatesTo : undefined;
    const onNavigation = (url: string) => {
      const { pathname, search } = new URL(url);
      if (navigatedAt === null && navigatesTo?.test(pathname + search)) navigatedAt = Date.now() - start;
    };
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) onNavigation(request.url());
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) onNavigation(frame.url());
    });

    /** The page's state, or undefined while a navigation has no document to ask. */
    const state = async (): Promise<PageState | undefined> => {
      try {
        return await page.evaluate(readState, {
          selector: target.selector,
          open: openSelector,
          scroll: target.scroll ?? false,
        });
      } catch {
        return undefined;
      }
    };
    let firstDocumentHydrated: number | null = null;
    const effects = (s: PageState) => (effect.kind === "slide" ? s.slides : effect.kind === "copy" ? s.copies : 0);
    const shownIn = (s: PageState) => (effect.kind === "slide" ? s.slides > 0 : s.open);

    start = Date.now();
    const elapsed = () => Date.now() - start;
    void page.goto(baseUrl + target.path, { waitUntil: "commit", timeout: DEADLINE_MS }).catch(() => undefined);

    let visible: number | null = null;
    let point: PageState["point"] = null;
    while (elapsed() < DEADLINE_MS) {
      const s = await state();
      if (s?.point) {
        visible = elapsed();
        point = s.point;
        break;
      }
      await sleep(POLL_MS);
    }
    if (visible === null || point === null)
      return { visible: null, handled: null, works: null, shown: null, hydrated: null, taps: 0, lost: 0 };

    const tapTimes: number[] = [];
    let worked = false;
    let shown: number | null = null;
    let last: PageState | undefined;
    let handled: number | null = null;
    while (!worked && elapsed() < DEADLINE_MS) {
      tapTimes.push(elapsed());
      tapAt(cdp, point.x, point.y);
      // The next tap comes 250 ms after the page has handled this one (or given up on it
      // after HANDLED_WITHIN_MS): a busy main thread makes a tap late, not lost.
      let until = tapTimes.at(-1)! + HANDLED_WITHIN_MS;
      let waiting = true;
      while (elapsed() < until) {
        const s = await state();
        if (s) last = s;
        if (waiting && s && s.clicks >= tapTimes.length) {
          waiting = false;
          handled ??= elapsed() - tapTimes[0]!;
          until = elapsed() + TAP_EVERY_MS;
        }
        if (s && navigatedAt === null && firstDocumentHydrated === null) firstDocumentHydrated = s.hydrated;
        const working = navigatedAt !== null || (s !== undefined && (effects(s) > 0 || s.kept || shownIn(s)));
        if (s && shownIn(s)) shown ??= elapsed();
        if (working) {
          worked = true;
          break;
        }
        await sleep(POLL_MS);
      }
    }
    // The result of the tap that worked: now, after a replay, or once the next page has painted it.
    while (shown === null && elapsed() < DEADLINE_MS) {
      const s = await state();
      if (s) last = s;
      if (s && navigatedAt === null && firstDocumentHydrated === null) firstDocumentHydrated = s.hydrated;
      if (s && shownIn(s)) shown = elapsed();
      else await sleep(POLL_MS);
    }
    // Replayed taps land together at hydration: let them, then count what they did.
    if (effect.kind !== "open" && shown !== null) {
      await sleep(1000);
      last = (await state()) ?? last;
    }
    const taps = tapTimes.length;
    const done = effect.kind === "open" ? (shown === null ? 0 : 1) : Math.min(taps, last ? effects(last) : 0);
    const lost = taps - done;
    return {
      visible,
      handled,
      works: done > 0 ? tapTimes[lost]! : null,
      shown,
      hydrated: firstDocumentHydrated ?? (navigatedAt === null ? (last?.hydrated ?? null) : null),
      taps,
      lost,
    };
  } finally {
    await context.close();
  }
}

function median(values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0 || known.length * 2 <= values.length) return null;
  const mid = known.length >> 1;
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

const seconds = (ms: number | null) => (ms === null ? "-" : (ms / 1000).toFixed(2));

/** What a page misses of issue 37's bar, on the medians: these fail the audit. */
function failuresOf(row: Row): string[] {
  const shown = median(row.samples.map((s) => s.shown));
  const lost = median(row.samples.map((s) => s.lost));
  const failures: string[] = [];
  if (shown === null) failures.push(`${row.path} ${row.control}: the result was not shown in most runs`);
  else if (shown > TARGETS_OF_ISSUE_37.shownMs)
    failures.push(
      `${row.path} ${row.control}: shown at ${seconds(shown)} s > ${seconds(TARGETS_OF_ISSUE_37.shownMs)} s`,
    );
  if (lost !== null && lost > TARGETS_OF_ISSUE_37.lost)
    failures.push(
      `${row.path} ${row.control}: ${lost} taps before the one that worked (at most ${TARGETS_OF_ISSUE_37.lost})`,
    );
  return failures;
}

/** What a page misses of issue 27's targets, on the medians (and any run that lost a tap). */
function missesOf(row: Row): string[] {
  const works = median(row.samples.map((s) => s.works));
  const misses: string[] = [];
  if (works === null) misses.push(`${row.path} ${row.control}: no tap worked in most runs`);
  else if (works > TARGETS_OF_ISSUE_27.worksMs)
    misses.push(
      `${row.path} ${row.control}: first working tap ${seconds(works)} s > ${seconds(TARGETS_OF_ISSUE_27.worksMs)} s`,
    );
  const lost = row.samples.map((s) => s.lost);
  if (lost.some((l) => l > TARGETS_OF_ISSUE_27.lost))
    misses.push(`${row.path} ${row.control}: taps lost ${lost.join("/")} (target ${TARGETS_OF_ISSUE_27.lost})`);
  return misses;
}

async function main() {
  const onlyRoutes = args.routes?.split(",");
  const targets = TARGETS.filter((t) => !onlyRoutes || onlyRoutes.includes(t.path));
  if (!skipBuild || !hasBuild(buildDir)) runBuild(buildDir);
  const server = await startServer({ buildDir, port });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const rows: Row[] = [];
  try {
    for (const target of targets) {
      process.stdout.write(`${target.path} ${target.control} ×${runs} … `);
      const loadBefore = loadavg()[0]!;
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++) samples.push(await measure(browser, server.url, target));
      rows.push({ ...target, samples, load: [loadBefore, loadavg()[0]!] });
      console.log(
        samples
          .map(
            (s) => `visible ${seconds(s.visible)} works ${seconds(s.works)} shown ${seconds(s.shown)} lost ${s.lost}`,
          )
          .join(" | "),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    server.cleanup();
  }

  const date = new Date().toISOString().slice(0, 10);
  mkdirSync("reports", { recursive: true });
  const file = join("reports", `interactive-${date}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date,
        runs,
        throttling: MOBILE_THROTTLING,
        targets: { issue27: TARGETS_OF_ISSUE_27, issue37: TARGETS_OF_ISSUE_37 },
        rows: rows.map((r) => ({ ...r, effect: undefined })),
      },
      null,
      2,
    ),
  );

  const header = [
    "page",
    "control",
    "visible",
    "handled",
    "works",
    "shown",
    "hydrated",
    "lost",
    "lost per run",
    "load",
  ];
  const lines = rows.map((r) => {
    const m = (pick: (s: Sample) => number | null) => median(r.samples.map(pick));
    return [
      r.path,
      r.control,
      seconds(m((s) => s.visible)),
      `+${seconds(m((s) => s.handled))}`,
      seconds(m((s) => s.works)),
      seconds(m((s) => s.shown)),
      seconds(m((s) => s.hydrated)),
      String(m((s) => s.lost) ?? "-"),
      r.samples.map((s) => s.lost).join("/"),
      r.load.map((l) => l.toFixed(1)).join("→"),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(
    `\nFirst tap under Lighthouse's mobile throttling (${MOBILE_THROTTLING.latencyMs} ms, 1.6 Mbit/s, ${MOBILE_THROTTLING.cpuSlowdown}× CPU), a tap every ${TAP_EVERY_MS} ms from visible; median of ${runs}; seconds from navigation; load = 1-min load average, ${cpus().length} cores\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`,
  );
  for (const line of lines) console.log(format(line));
  const misses = rows.flatMap(missesOf);
  console.log(
    misses.length === 0
      ? `\nEvery page meets the targets (first working tap ≤ ${seconds(TARGETS_OF_ISSUE_27.worksMs)} s, no tap lost).`
      : `\nMisses (${misses.length}):\n${misses.map((m) => `  ${m}`).join("\n")}`,
  );
  const failures = rows.flatMap(failuresOf);
  console.log(
    failures.length === 0
      ? `\nEvery page meets issue 37's bar (result shown ≤ ${seconds(TARGETS_OF_ISSUE_37.shownMs)} s, at most ${TARGETS_OF_ISSUE_37.lost} tap before it).`
      : `\nFAILED issue 37's bar (${failures.length}):\n${failures.map((f) => `  ${f}`).join("\n")}`,
  );
  console.log(`\nPer-run figures: ${file}.`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
