/**
 * Scenes: a garment drawing placed in a studio (single), close up (detail), laid flat
 * (flatlay), on a rail with others (rack), or a shop interior/façade (storefront).
 */
import type { Composition, Garment, ImageRequest, Pattern, Piece } from "../../app/content/art.ts";
import { IMAGE_KINDS } from "../../app/lib/media/images.ts";
import { GOLD } from "./fabric.ts";
import type { Drawing } from "./drawing.ts";
import { type Canvas, outfit } from "./outfit.ts";
import { shadeDefs } from "./shapes.ts";
import { type Rng, contrast, createRng, darken, el, hashString, lighten, luminance, mix, n } from "./util.ts";

type Backdrop = { wall: [string, string]; floor: string; dark: boolean };

const BACKDROPS: Record<string, Backdrop> = {
  ivory: { wall: ["#fbf8f1", "#e9e1cf"], floor: "#ddd1b9", dark: false },
  sand: { wall: ["#f0e6d4", "#d8c8aa"], floor: "#c9b796", dark: false },
  stone: { wall: ["#ebe8e1", "#cdc7ba"], floor: "#bdb5a5", dark: false },
  brass: { wall: ["#e9d5ab", "#c29f68"], floor: "#b08d55", dark: false },
  navy: { wall: ["#2c3854", "#151c2b"], floor: "#0f1521", dark: true },
  charcoal: { wall: ["#3d4048", "#1f2126"], floor: "#17181c", dark: true },
};
const TONE_ORDER = ["ivory", "sand", "navy", "stone", "brass", "charcoal"] as const;

/** A backdrop the garment stands out from: rotates through the palette by seed and variant. */
function pickBackdrop(main: string, seed: number, variant: number): Backdrop {
  const start = (seed + variant * 2) % TONE_ORDER.length;
  for (let i = 0; i < TONE_ORDER.length; i++) {
    const b = BACKDROPS[TONE_ORDER[(start + i) % TONE_ORDER.length]!]!;
    if (contrast(main, mix(b.wall[0], b.wall[1], 0.5)) >= 1.6) return b;
  }
  return luminance(main) > 0.3 ? BACKDROPS.navy! : BACKDROPS.ivory!;
}

function studio(c: Canvas, b: Backdrop, horizon: number): void {
  const lx = c.light < 0 ? 0.3 : 0.7;
  c.defs.push(
    el(
      "linearGradient",
      { id: "wall", x1: "0", x2: "0", y1: "0", y2: "1" },
      el("stop", { offset: 0, "stop-color": b.wall[1] }) +
        el("stop", { offset: 0.55, "stop-color": b.wall[0] }) +
        el("stop", { offset: 1, "stop-color": mix(b.wall[0], b.floor, 0.5) }),
    ),
    el(
      "linearGradient",
      { id: "floor", x1: "0", x2: "0", y1: "0", y2: "1" },
      el("stop", { offset: 0, "stop-color": mix(b.wall[0], b.floor, 0.5) }) +
        el("stop", { offset: 1, "stop-color": b.floor }),
    ),
    el(
      "radialGradient",
      { id: "spot", cx: lx, cy: 0.35, r: 0.65 },
      el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": b.dark ? 0.16 : 0.4 }) +
        el("stop", { offset: 1, "stop-color": "#fff", "stop-opacity": 0 }),
    ),
    el(
      "radialGradient",
      { id: "vignette", cx: 0.5, cy: 0.5, r: 0.75 },
      el("stop", { offset: 0.55, "stop-color": "#000", "stop-opacity": 0 }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": b.dark ? 0.4 : 0.16 }),
    ),
    el(
      "radialGradient",
      { id: "contact" },
      el("stop", { offset: 0, "stop-color": "#000", "stop-opacity": b.dark ? 0.5 : 0.28 }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0 }),
    ),
  );
  c.body.push(
    el("rect", { width: c.w, height: horizon, fill: "url(#wall)" }),
    el("rect", { y: horizon, width: c.w, height: c.h - horizon, fill: "url(#floor)" }),
  );
  // A soft cove where the wall meets the floor, as in a photo studio sweep.
  c.body.push(
    el("rect", { y: horizon - 40, width: c.w, height: 80, fill: mix(b.wall[0], b.floor, 0.5), opacity: 0.5 }),
  );
  c.body.push(el("rect", { width: c.w, height: c.h, fill: "url(#spot)" }));
}

function finish(c: Canvas): void {
  c.body.push(el("rect", { width: c.w, height: c.h, fill: "url(#vignette)" }));
}

/**
 * Registers a drawing for <use>, plus a flat black copy for its shadow: patterns are the
 * slow part of rasterising, and a shadow needs only the outline.
 */
function define(c: Canvas, id: string, svg: string): void {
  c.defs.push(
    el("g", { id }, svg),
    el("g", { id: `${id}-s` }, svg.replace(/(fill|stroke)="url\(#[^)]+\)"/g, '$1="#000"')),
  );
}

/** A soft shadow of the drawing, cast away from the light; blurs only the alpha (cheap in librsvg). */
function castShadow(c: Canvas, drawingId: string, dx: number, dy: number, blur: number, opacity: number): string {
  if (!c.defs.some((d) => d.includes(`id="sil${blur}"`)))
    c.defs.push(
      el(
        "filter",
        {
          id: `sil${blur}`,
          x: "-10%",
          y: "-10%",
          width: "120%",
          height: "120%",
          "color-interpolation-filters": "sRGB",
        },
        el("feGaussianBlur", { in: "SourceAlpha", stdDeviation: blur }),
      ),
    );
  return el("use", {
    href: `#${drawingId}-s`,
    transform: `translate(${n(dx)} ${n(dy)})`,
    filter: `url(#sil${blur})`,
    opacity,
  });
}

/** Places a drawing so its box fits `fit` of the canvas height/width, centred on (cx, top). */
function placement(d: Drawing, c: Canvas, fitH: number, fitW: number): number {
  return Math.min((c.h * fitH) / d.box.h, (c.w * fitW) / d.box.w);
}

/** The same cut as the item in another cloth: a neighbour on the rail. */
function neighbour(art: Piece, colour: string, pattern: Pattern): Piece {
  return { ...art, colors: [colour, ...art.colors.slice(1)], pattern };
}

function plinth(c: Canvas, cx: number, topY: number, w: number, b: Backdrop): string {
  const face = b.dark ? "#3a3f4c" : "#f4efe4";
  const side = b.dark ? "#23272f" : "#d8cfbd";
  c.defs.push(
    el(
      "linearGradient",
      { id: "plinth" },
      el("stop", { offset: 0, "stop-color": side }) +
        el("stop", { offset: c.light < 0 ? 0.3 : 0.7, "stop-color": face }) +
        el("stop", { offset: 1, "stop-color": side }),
    ),
  );
  const h = c.h - topY + 10;
  return (
    el("ellipse", { cx, cy: c.h - 8, rx: w * 0.75, ry: 26, fill: "url(#contact)" }) +
    el("rect", { x: cx - w / 2, y: topY, width: w, height: h, fill: "url(#plinth)" }) +
    el("ellipse", { cx, cy: topY, rx: w / 2, ry: w * 0.08, fill: lighten(face, 0.2), stroke: side, "stroke-width": 2 })
  );
}

/** x offset that centres a drawing's box on `cx` at scale `s`. */
function centreX(d: Drawing, cx: number, s: number): number {
  return cx - (d.box.x + d.box.w / 2) * s;
}

function single(c: Canvas, req: ImageRequest, seed: number, variant: number, b: Backdrop): void {
  const rng = c.rng;
  const wood = b.dark ? "#8a6a45" : "#a07c54";
  const d = outfit(c, req.art, seed, 0.05 + rng.range(0, 0.15), { hangers: true, wood });
  const mount = d.mount;
  const horizon = c.h * (mount === "plinth" ? 0.74 : 0.84);
  studio(c, b, horizon);
  const wideCanvas = c.w / c.h > 1.2;
  const close = variant % 2 === 1 && !wideCanvas;
  const fitH = mount === "plinth" ? 0.58 : mount === "stand" ? 0.76 : 0.84;
  let s = wideCanvas
    ? Math.min((c.h * fitH) / d.box.h, (c.w * 0.3) / d.mainBox.w, (c.w * 0.56) / d.box.w)
    : placement(d, c, close ? fitH * 1.28 : fitH, 0.86);
  const cx = wideCanvas ? c.w * (variant % 2 === 0 ? 0.64 : 0.36) : c.w / 2 + rng.range(-0.03, 0.03) * c.w;
  const rot = close ? rng.range(-5, 5) : rng.range(-1.5, 1.5);
  const id = `g${c.uid++}-d`;
  define(c, id, d.svg);
  if (mount === "plinth") {
    s = Math.min(s, (c.w * (close ? 0.78 : 0.66)) / d.box.w);
    const topY = horizon - 10;
    c.body.push(plinth(c, cx, topY, Math.max(d.box.w * s * 1.1, c.w * 0.32), b));
    const y = topY - (d.box.y + d.box.h) * s + 6;
    c.body.push(el("ellipse", { cx, cy: topY + 4, rx: d.box.w * s * 0.5, ry: 10, fill: "url(#contact)" }));
    c.body.push(
      el(
        "g",
        { transform: `translate(${n(centreX(d, cx, s))} ${n(y)}) rotate(${n(rot)}) scale(${n(s)})` },
        castShadow(c, id, -c.light * 10, 12, 8, 0.18) + el("use", { href: `#${id}` }),
      ),
    );
    return;
  }
  // The garment's origin (neck or waistband): the rail sits near the top edge, or above it in a close crop.
  const top = close ? c.h * 0.13 : c.h * 0.075 - (d.rail ?? d.box.y - 30) * s;
  const x0 = centreX(d, cx, s);
  const parts: string[] = [];
  if (d.rail !== undefined) {
    // The rail the hangers hang from, running off both edges.
    const railY = top + d.rail * s;
    c.body.push(
      el("rect", { x: 0, y: railY - 6, width: c.w, height: 12, fill: "#b08f52" }),
      el("rect", { x: 0, y: railY - 6, width: c.w, height: 4, fill: "#e5cf98", opacity: 0.8 }),
      el("rect", { x: 0, y: railY + 6, width: c.w, height: 14, fill: "#000", opacity: 0.06 }),
    );
  } else {
    // A brass display stand.
    // The stand is centred on the piece itself (its origin), whatever lies beside it.
    const half = Math.abs(d.box.x) * 1.4;
    parts.push(el("rect", { x: -half, y: d.box.y - 30, width: half * 2, height: 16, rx: 8, fill: "#b08f52" }));
    const stemX = x0;
    c.body.push(
      el("ellipse", { cx: stemX, cy: horizon + 30, rx: 120, ry: 16, fill: "url(#contact)" }),
      el("rect", {
        x: stemX - 5,
        y: top + (d.box.y - 30) * s,
        width: 10,
        height: horizon + 30 - top - (d.box.y - 30) * s,
        fill: "#9c7d45",
      }),
      el("ellipse", { cx: stemX, cy: horizon + 30, rx: 70, ry: 10, fill: "#8c6d38" }),
    );
  }
  // A wide banner shows the piece between two companions on the rail, leaving a third free for text.
  if (wideCanvas && d.rail !== undefined) {
    const colours = railColours(req.art.colors, 5, rng).filter((col) => col !== req.art.colors[0]);
    const s2 = s * 0.84;
    const step = d.box.w * s * 0.5 + d.mainBox.w * s * 0.2;
    for (const [k, side] of ([-1, 1] as const).entries()) {
      const art = neighbour(
        req.art,
        colours[k] ?? "#f3eee3",
        rng.pick(["solid", "textured", req.art.pattern ?? "solid"] as const),
      );
      const d2 = outfit(c, art, seed + 101 * (k + 1), 0.05, { hangers: true, mainOnly: true });
      const id2 = `g${c.uid++}-d`;
      define(c, id2, d2.svg);
      const rail2 = top + d.rail * s;
      const top2 = rail2 - d2.rail! * s2;
      c.body.push(
        el(
          "g",
          {
            transform: `translate(${n(cx + side * step)} ${n(top2)}) rotate(${n(rng.range(-2, 2))}) scale(${n(s2 * 0.92)} ${n(s2)})`,
          },
          castShadow(c, id2, -c.light * 22, 26, 12, b.dark ? 0.4 : 0.2) + el("use", { href: `#${id2}` }),
        ),
      );
    }
  }
  c.body.push(
    el("ellipse", {
      cx,
      cy: horizon + (c.h - horizon) * 0.45,
      rx: d.box.w * s * 0.45,
      ry: 18,
      fill: "url(#contact)",
      opacity: 0.6,
    }),
  );
  parts.push(castShadow(c, id, -c.light * 26, 30, 14, b.dark ? 0.45 : 0.22), el("use", { href: `#${id}` }));
  c.body.push(el("g", { transform: `translate(${n(x0)} ${n(top)}) rotate(${n(rot)}) scale(${n(s)})` }, parts.join("")));
}

function detail(c: Canvas, req: ImageRequest, seed: number, b: Backdrop): void {
  // A close-up of the item itself: the pieces sold beside it stay out of frame.
  const d = outfit(c, req.art, seed, 0.1, { hangers: false, mainOnly: true });
  c.body.push(el("rect", { width: c.w, height: c.h, fill: b.wall[0] }));
  studio(c, b, c.h);
  const span = Math.min(360, Math.max(d.mainBox.w, d.mainBox.h) * 0.5);
  const s = Math.max(c.w, c.h) / span;
  const [fx, fy] = d.focus;
  const rot = c.rng.range(-12, 12);
  const id = `g${c.uid++}-d`;
  define(c, id, d.svg);
  c.body.push(
    el(
      "g",
      {
        transform: `translate(${n(c.w / 2)} ${n(c.h / 2)}) rotate(${n(rot)}) scale(${n(s)}) translate(${n(-fx)} ${n(-fy)})`,
      },
      castShadow(c, id, -c.light * 3, 4, 3, 0.3) + el("use", { href: `#${id}` }),
    ),
  );
  // A shallow-focus feel: the edges fall into soft light.
  c.defs.push(
    el(
      "radialGradient",
      { id: "dof", cx: 0.5, cy: 0.5, r: 0.7 },
      el("stop", { offset: 0.5, "stop-color": b.wall[0], "stop-opacity": 0 }) +
        el("stop", { offset: 1, "stop-color": b.wall[0], "stop-opacity": 0.35 }),
    ),
  );
  c.body.push(el("rect", { width: c.w, height: c.h, fill: "url(#dof)" }));
}

const SURFACES = [
  { base: "#e9dfcc", line: "#d6c8ad", kind: "linen" },
  { base: "#b48a60", line: "#9a734c", kind: "wood" },
  { base: "#ece9e3", line: "#d4cfc5", kind: "marble" },
  { base: "#2d3445", line: "#252b3a", kind: "slate" },
] as const;

function flatlay(c: Canvas, req: ImageRequest, seed: number, variant: number): void {
  const rng = c.rng;
  const main = req.art.colors[0] ?? "#1a2233";
  const options = SURFACES.filter((s) => contrast(s.base, main) >= 1.5);
  const surface = (options.length ? options : SURFACES)[(seed + variant) % (options.length || SURFACES.length)]!;
  // The surface: linen weave, wood planks or veined marble.
  let tex = "";
  if (surface.kind === "wood")
    for (let y = 0; y < c.h; y += 120)
      tex +=
        el("path", { d: `M0 ${y}H${c.w}`, stroke: surface.line, "stroke-width": 3 }) +
        el("path", {
          d: `M0 ${y + 40}Q${c.w / 2} ${y + 30 + rng.range(-10, 10)} ${c.w} ${y + 46}`,
          stroke: surface.line,
          "stroke-width": 1.5,
          fill: "none",
          opacity: 0.6,
        });
  else if (surface.kind === "marble")
    for (let i = 0; i < 5; i++)
      tex += el("path", {
        d: `M${rng.range(0, c.w)} 0Q${rng.range(0, c.w)} ${c.h / 2} ${rng.range(0, c.w)} ${c.h}`,
        stroke: surface.line,
        "stroke-width": rng.range(1, 3),
        fill: "none",
      });
  else {
    c.defs.push(
      el(
        "pattern",
        { id: "linen", width: 6, height: 6, patternUnits: "userSpaceOnUse" },
        el("path", { d: "M0 1H6M0 4H6", stroke: surface.line, "stroke-width": 1, opacity: 0.5 }) +
          el("path", { d: "M2 0V6", stroke: surface.line, "stroke-width": 0.8, opacity: 0.35 }),
      ),
    );
    tex = el("rect", { width: c.w, height: c.h, fill: "url(#linen)" });
  }
  c.body.push(el("rect", { width: c.w, height: c.h, fill: surface.base }), tex);
  c.defs.push(
    el(
      "radialGradient",
      { id: "spot", cx: c.light < 0 ? 0.3 : 0.7, cy: 0.3, r: 0.8 },
      el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0.25 }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0.12 }),
    ),
  );
  c.defs.push(
    el(
      "radialGradient",
      { id: "vignette", cx: 0.5, cy: 0.5, r: 0.75 },
      el("stop", { offset: 0.6, "stop-color": "#000", "stop-opacity": 0 }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0.18 }),
    ),
  );

  const d = outfit(c, req.art, seed, 0.9, { hangers: false });
  const id = `g${c.uid++}-d`;
  define(c, id, d.svg);
  const s = placement(d, c, 0.8, 0.78);
  const rot = rng.range(-9, 9);
  const cx = c.w / 2 - (d.box.x + d.box.w / 2) * s;
  const cy = c.h / 2 - (d.box.y + d.box.h / 2) * s;
  c.body.push(
    el(
      "g",
      {
        transform: `translate(${n(cx)} ${n(cy)}) rotate(${n(rot)} ${n((d.box.x + d.box.w / 2) * s)} ${n((d.box.y + d.box.h / 2) * s)}) scale(${n(s)})`,
      },
      castShadow(c, id, 6, 9, 5, 0.28) + el("use", { href: `#${id}` }),
    ),
  );

  // Two small props in opposite corners: a folded pocket square and brass cufflinks or a belt.
  const accent = req.art.colors[1] ?? (luminance(main) > 0.4 ? "#1a2233" : "#c39b57");
  const corner = (x: number, y: number, k: number) => {
    const sc = Math.min(c.w, c.h) / 800;
    const t = `translate(${n(x)} ${n(y)}) scale(${n(sc)}) rotate(${rng.int(-30, 30)})`;
    if (k === 0)
      return el(
        "g",
        { transform: t },
        el("rect", {
          x: -48,
          y: -48,
          width: 96,
          height: 96,
          rx: 4,
          fill: "#000",
          opacity: 0.15,
          transform: "translate(4 6)",
        }) +
          el("rect", { x: -48, y: -48, width: 96, height: 96, rx: 4, fill: accent }) +
          el("path", { d: "M-48 -48L48 48", stroke: darken(accent, 0.25), "stroke-width": 2 }) +
          el("path", { d: "M-48 -48L48 -48L48 48Z", fill: "#fff", opacity: 0.08 }),
      );
    if (k === 1)
      return el(
        "g",
        { transform: t },
        [-30, 30]
          .map(
            (dx) =>
              el("circle", { cx: dx + 2, cy: 4, r: 20, fill: "#000", opacity: 0.2 }) +
              el("circle", { cx: dx, cy: 0, r: 20, fill: GOLD, stroke: darken(GOLD, 0.4), "stroke-width": 3 }) +
              el("circle", { cx: dx, cy: 0, r: 10, fill: darken(accent, 0.1) }),
          )
          .join(""),
      );
    return el(
      "g",
      { transform: t },
      [64, 48, 32]
        .map(
          (r) =>
            el("circle", { r, fill: "none", stroke: "#5a3a22", "stroke-width": 14 }) +
            el("circle", { r, fill: "none", stroke: "#7a5334", "stroke-width": 4 }),
        )
        .join("") +
        el("rect", { x: 52, y: -16, width: 30, height: 32, rx: 4, fill: "none", stroke: GOLD, "stroke-width": 6 }),
    );
  };
  const k = rng.int(0, 2);
  c.body.push(corner(c.w * 0.12, c.h * 0.1, k), corner(c.w * 0.88, c.h * 0.9, (k + 1) % 3));
  c.body.push(el("rect", { width: c.w, height: c.h, fill: "url(#spot)" }));
}

/** Related colours for neighbours on a rail: the item's own plus tones around it. */
function railColours(colors: readonly string[], count: number, rng: Rng): string[] {
  const main = colors[0] ?? "#1a2233";
  const pool = [
    main,
    ...colors.slice(1),
    mix(main, "#f5efe2", 0.6),
    mix(main, "#1a2233", 0.5),
    "#f3eee3",
    "#1f2a44",
    "#8a6a45",
    "#6b7a8f",
    "#c39b57",
    "#7a2233",
  ];
  return Array.from({ length: count }, (_, i) =>
    i === Math.floor(count / 2) ? main : pool[rng.int(0, pool.length - 1)]!,
  );
}

function rack(c: Canvas, req: ImageRequest, seed: number, b: Backdrop): void {
  const rng = c.rng;
  studio(c, b, c.h * 0.86);
  const railY = c.h * (c.w < c.h ? 0.16 : 0.13);
  c.body.push(
    el("rect", { x: c.w * 0.04, y: railY - 7, width: c.w * 0.92, height: 14, rx: 7, fill: "#b08f52" }),
    el("rect", { x: c.w * 0.04, y: railY - 7, width: c.w * 0.92, height: 5, rx: 3, fill: "#ead49c", opacity: 0.8 }),
  );
  for (const x of [c.w * 0.05, c.w * 0.95])
    c.body.push(
      el("rect", { x: x - 6, y: railY - 7, width: 12, height: c.h * 0.86 - railY + 20, fill: "#9c7d45" }),
      el("ellipse", { cx: x, cy: c.h * 0.86 + 18, rx: 40, ry: 8, fill: "url(#contact)" }),
    );
  // A portrait frame looks along a shorter rail: fewer pieces, overlapping more, hanging longer.
  const portrait = c.w < c.h;
  const count = portrait ? 4 : 7;
  const colours = railColours(req.art.colors, count, rng);
  const step = (c.w * 0.8) / count;
  const mid = Math.floor(count / 2);
  c.body.push(el("ellipse", { cx: c.w / 2, cy: c.h * 0.9, rx: c.w * 0.42, ry: 24, fill: "url(#contact)" }));
  // The item itself hangs in the middle, in front, with any pieces sold with it; its
  // neighbours are the same cut in other cloths.
  const order = [...Array.from({ length: count }, (_, i) => i).filter((i) => i !== mid), mid];
  for (const i of order) {
    const main = i === mid;
    const art = main
      ? req.art
      : neighbour(req.art, colours[i]!, rng.pick(["solid", "solid", "textured", "stripe", "check"] as const));
    const d = outfit(c, art, seed + i * 7919, 0, { hangers: true, mainOnly: !main });
    const s =
      Math.min((c.h * (portrait ? 0.7 : 0.66)) / d.mainBox.h, (step * (portrait ? 2.4 : 1.7)) / d.mainBox.w) *
      (main ? 1.06 : 1);
    const x = c.w * 0.1 + step * (i + 0.5) - (main ? (d.box.w - d.mainBox.w) * s * 0.3 : 0);
    const top = railY - (d.rail ?? -118) * s;
    const id = `g${c.uid++}-d`;
    define(c, id, d.svg);
    const turn = main ? 1 : rng.range(0.82, 0.96);
    c.body.push(
      el(
        "g",
        {
          transform: `translate(${n(x)} ${n(top)}) rotate(${n(main ? 0 : rng.range(-2.5, 2.5))}) scale(${n(s * turn)} ${n(s)})`,
        },
        castShadow(c, id, -c.light * 20, 20, 10, 0.25) + el("use", { href: `#${id}` }),
      ),
    );
  }
}

function storefront(c: Canvas, req: ImageRequest, seed: number, variant: number): void {
  const rng = c.rng;
  const colours = railColours(req.art.colors, 8, rng);
  const scene = variant % 3;
  c.defs.push(
    el(
      "linearGradient",
      { id: "glow", x1: "0", x2: "0", y1: "0", y2: "1" },
      el("stop", { offset: 0, "stop-color": "#fff3d6" }) + el("stop", { offset: 1, "stop-color": "#e2bd7a" }),
    ),
    el(
      "radialGradient",
      { id: "lamp" },
      el("stop", { offset: 0, "stop-color": "#ffe7b0", "stop-opacity": 0.75 }) +
        el("stop", { offset: 1, "stop-color": "#ffe7b0", "stop-opacity": 0 }),
    ),
    el(
      "radialGradient",
      { id: "contact" },
      el("stop", { offset: 0, "stop-color": "#000", "stop-opacity": 0.3 }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0 }),
    ),
    el(
      "radialGradient",
      { id: "vignette", cx: 0.5, cy: 0.5, r: 0.75 },
      el("stop", { offset: 0.55, "stop-color": "#000", "stop-opacity": 0 }) +
        el("stop", { offset: 1, "stop-color": "#000", "stop-opacity": 0.22 }),
    ),
  );
  const { w, h } = c;
  const hangOne = (x: number, y: number, height: number, colour: string, g: Garment) => {
    const pattern = rng.pick(["solid", "solid", "textured", "embroidered"] as const);
    const d = outfit(c, { garment: g, colors: [colour, GOLD], pattern }, seed + Math.round(x), 0, {
      hangers: true,
      wood: "#8a6a45",
    });
    const s = height / d.box.h;
    return el("g", { transform: `translate(${n(x)} ${n(y - (d.rail ?? d.box.y) * s)}) scale(${n(s)})` }, d.svg);
  };
  const arch = (x: number, y: number, aw: number, ah: number, fill: string) =>
    `<path d="M${n(x)} ${n(y + ah)}V${n(y + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(x + aw)} ${n(y + aw / 2)}V${n(y + ah)}Z" fill="${fill}"/>`;

  if (scene === 0) {
    // Interior: arched niches with face-out garments, a wooden floor, a display table, lamps.
    const floorY = h * 0.68;
    c.body.push(
      el("rect", { width: w, height: floorY, fill: "#efe6d3" }),
      el("rect", { y: floorY, width: w, height: h - floorY, fill: "#a27a52" }),
    );
    for (let i = -12; i <= 12; i++)
      c.body.push(
        el("path", {
          d: `M${n(w / 2 + i * 30)} ${n(floorY)}L${n(w / 2 + i * 260)} ${h}`,
          stroke: "#8a6442",
          "stroke-width": 2,
          opacity: 0.6,
        }),
      );
    c.body.push(el("rect", { y: floorY - 14, width: w, height: 14, fill: "#d9ccb2" }));
    const niches = w > h ? 5 : 3;
    const aw = (w * 0.8) / niches - 30;
    for (let i = 0; i < niches; i++) {
      const x = w * 0.1 + i * (aw + 30) + 15;
      const y = h * 0.12;
      const ah = floorY - y - 30;
      c.body.push(arch(x - 8, y - 8, aw + 16, ah + 8, "#d8c7a6"), arch(x, y, aw, ah, "url(#glow)"));
      c.body.push(
        hangOne(
          x + aw / 2,
          y + aw * 0.3,
          ah * 0.72,
          colours[i]!,
          rng.pick(["shirt", "kurta", "blazer", "sherwani", "jodhpuri"] as const),
        ),
      );
    }
    // Display table with folded stacks.
    const tw = Math.min(w * 0.5, 700);
    const tx = w / 2 - tw / 2;
    const ty = h * 0.78;
    c.body.push(
      el("ellipse", { cx: w / 2, cy: h * 0.97, rx: tw * 0.6, ry: 30, fill: "url(#contact)" }),
      el("rect", { x: tx, y: ty, width: tw, height: 22, fill: "#6b4a2e" }),
      el("rect", { x: tx + 20, y: ty + 22, width: 18, height: h - ty, fill: "#5a3d25" }),
      el("rect", { x: tx + tw - 38, y: ty + 22, width: 18, height: h - ty, fill: "#5a3d25" }),
    );
    for (let k = 0; k < 4; k++) {
      const sx = tx + 30 + (k * (tw - 60)) / 4;
      for (let j = 0; j < 4; j++) {
        const col = colours[(k + j) % colours.length]!;
        c.body.push(
          el("rect", {
            x: sx,
            y: ty - 18 * (j + 1),
            width: (tw - 60) / 4 - 20,
            height: 18,
            rx: 5,
            fill: col,
            stroke: darken(col, 0.3),
            "stroke-width": 1.5,
          }),
        );
      }
    }
    for (const lx of [w * 0.25, w * 0.5, w * 0.75])
      c.body.push(
        el("path", { d: `M${n(lx)} 0V${n(h * 0.08)}`, stroke: "#6d5a3a", "stroke-width": 2 }),
        el("ellipse", { cx: lx, cy: h * 0.14, rx: 140, ry: 110, fill: "url(#lamp)" }),
        el("path", {
          d: `M${n(lx - 34)} ${n(h * 0.1)}Q${n(lx)} ${n(h * 0.05)} ${n(lx + 34)} ${n(h * 0.1)}Z`,
          fill: "#b08f52",
        }),
      );
  } else if (scene === 1) {
    // Façade: ivory stucco, a navy awning band with brass trim, arched windows, a door, plants.
    const ground = h * 0.86;
    c.body.push(
      el("rect", { width: w, height: h, fill: "#cfd8de" }),
      el("rect", { y: h * 0.06, width: w, height: ground - h * 0.06, fill: "#f2ebdd" }),
      el("rect", { y: ground, width: w, height: h - ground, fill: "#b9b2a4" }),
    );
    for (let x = 0; x < w; x += 90)
      c.body.push(el("path", { d: `M${x} ${n(ground)}L${x - 40} ${h}`, stroke: "#a39c8e", "stroke-width": 2 }));
    c.body.push(
      el("rect", { y: h * 0.06, width: w, height: h * 0.1, fill: "#1f2a44" }),
      el("rect", { y: h * 0.16, width: w, height: 8, fill: "#c39b57" }),
    );
    const doorW = Math.min(w * 0.16, 240);
    const winW = (w - doorW - w * 0.2) / 2;
    const winY = h * 0.26;
    const winH = ground - winY - h * 0.06;
    for (const [i, x] of [w * 0.08, w - w * 0.08 - winW].entries()) {
      c.body.push(arch(x - 12, winY - 12, winW + 24, winH + 12, "#d9c9a8"), arch(x, winY, winW, winH, "url(#glow)"));
      for (let k = 0; k < 3; k++)
        c.body.push(
          hangOne(
            x + winW * (0.22 + k * 0.28),
            winY + winW * 0.25,
            winH * 0.66,
            colours[i * 3 + k]!,
            rng.pick(["sherwani", "blazer", "kurta", "suit", "shirt"] as const),
          ),
        );
      c.body.push(
        el("path", {
          d: `M${n(x)} ${n(winY + winH)}L${n(x + winW)} ${n(winY + winW * 0.3)}`,
          stroke: "#fff",
          "stroke-width": 30,
          opacity: 0.12,
        }),
      );
    }
    const dx = w / 2 - doorW / 2;
    c.body.push(
      arch(dx - 10, winY - 10, doorW + 20, ground - winY + 10, "#d9c9a8"),
      arch(dx, winY, doorW, ground - winY, "#3a2a1c"),
      el("rect", {
        x: dx + 10,
        y: winY + doorW * 0.5,
        width: doorW - 20,
        height: ground - winY - doorW * 0.5 - 10,
        fill: "#e7cf9a",
        opacity: 0.35,
      }),
      el("rect", { x: w / 2 - 4, y: ground - (ground - winY) * 0.55, width: 8, height: 80, rx: 4, fill: "#c39b57" }),
    );
    for (const px of [dx - 60, dx + doorW + 60])
      c.body.push(
        el("rect", { x: px - 34, y: ground - 60, width: 68, height: 60, fill: "#6b4a2e" }),
        el("circle", { cx: px, cy: ground - 110, r: 62, fill: "#4d6b4a" }),
        el("circle", { cx: px - 20, cy: ground - 130, r: 30, fill: "#5f8059", opacity: 0.8 }),
      );
  } else {
    // Lounge: an arched mirror, an armchair, a rug and a short rail.
    const floorY = h * 0.7;
    c.body.push(
      el("rect", { width: w, height: floorY, fill: "#e8dcc6" }),
      el("rect", { y: floorY, width: w, height: h - floorY, fill: "#8d6b4c" }),
    );
    c.body.push(
      el("ellipse", { cx: w * 0.45, cy: h * 0.86, rx: w * 0.32, ry: h * 0.08, fill: "#7a2233" }),
      el("ellipse", {
        cx: w * 0.45,
        cy: h * 0.86,
        rx: w * 0.29,
        ry: h * 0.065,
        fill: "none",
        stroke: "#c39b57",
        "stroke-width": 5,
      }),
    );
    const mw = Math.min(w * 0.22, 320);
    const mx = w * 0.08;
    c.body.push(
      arch(mx - 14, h * 0.1 - 14, mw + 28, floorY - h * 0.1 + 14, "#b08f52"),
      arch(mx, h * 0.1, mw, floorY - h * 0.1, "#cfd6d8"),
      el("path", {
        d: `M${n(mx + mw * 0.2)} ${n(floorY)}L${n(mx + mw * 0.9)} ${n(h * 0.3)}`,
        stroke: "#fff",
        "stroke-width": 40,
        opacity: 0.25,
      }),
    );
    // Armchair.
    const ax = w * 0.42;
    const ay = floorY - 40;
    c.body.push(
      el("path", {
        d: `M${n(ax - 140)} ${n(ay + 90)}V${n(ay - 160)}Q${n(ax)} ${n(ay - 230)} ${n(ax + 140)} ${n(ay - 160)}V${n(ay + 90)}Z`,
        fill: "#1f2a44",
      }),
      el("rect", { x: ax - 170, y: ay - 20, width: 340, height: 90, rx: 30, fill: "#2b3858" }),
      el("rect", { x: ax - 130, y: ay + 90, width: 12, height: 50, fill: "#5a3d25" }),
      el("rect", { x: ax + 118, y: ay + 90, width: 12, height: 50, fill: "#5a3d25" }),
    );
    const rx0 = w * 0.62;
    c.body.push(
      el("rect", { x: rx0, y: h * 0.12, width: w * 0.34, height: 10, fill: "#b08f52" }),
      el("rect", { x: rx0, y: h * 0.12, width: 10, height: floorY - h * 0.12 + 60, fill: "#9c7d45" }),
      el("rect", { x: rx0 + w * 0.34 - 10, y: h * 0.12, width: 10, height: floorY - h * 0.12 + 60, fill: "#9c7d45" }),
    );
    for (let k = 0; k < 4; k++)
      c.body.push(
        hangOne(
          rx0 + w * 0.34 * (0.15 + k * 0.23),
          h * 0.12 + 8,
          (floorY - h * 0.12) * 0.7,
          colours[k]!,
          rng.pick(["shirt", "blazer", "kurta", "jacket"] as const),
        ),
      );
    c.body.push(el("ellipse", { cx: w * 0.5, cy: h * 0.05, rx: w * 0.4, ry: h * 0.25, fill: "url(#lamp)" }));
  }
}

/** Shirt colours for the pressed shirts on a tailor's rail. */
const PRESSED_SHIRTS = ["#f6f3ec", "#c9d8ea", "#efe6d2", "#dfe7ee", "#f2e3e1"] as const;

/**
 * The piece on a tailor's form (a padded linen torso on a pole and tripod, with a wooden
 * neck cap). On a wide canvas a rail of pressed shirts stands beside it.
 */
function form(c: Canvas, req: ImageRequest, seed: number, variant: number, b: Backdrop): void {
  const rng = c.rng;
  const horizon = c.h * 0.84;
  studio(c, b, horizon);
  const wideCanvas = c.w / c.h > 1.2;
  const floorY = horizon + (c.h - horizon) * 0.45;
  const d = outfit(c, req.art, seed, 0.03, { hangers: false, mainOnly: true });
  // The padded torso reaches below the garment's hem, so its hips show under a jacket.
  const torso = Math.max(640, d.mainBox.y + d.mainBox.h + 70);
  const headTop = -120;
  const leg = 240;
  const s = Math.min((floorY - c.h * 0.05) / (torso + leg - headTop), (c.w * (wideCanvas ? 0.3 : 0.8)) / d.mainBox.w);
  // Off centre, leaving room for a heading, yet inside a phone's centred crop of the frame.
  const cx = wideCanvas ? c.w * (variant % 2 === 0 ? 0.6 : 0.4) : c.w / 2;
  const top = floorY - (torso + leg) * s;
  const linen = "#e6dcc6";
  const wood = "#6b4a2e";
  const pole = (floorY - top) / s;
  if (wideCanvas) {
    // The rail of pressed shirts, set back on the other side of the frame.
    const rx = c.w * (variant % 2 === 0 ? 0.25 : 0.75);
    const rw = c.w * 0.3;
    const railY = c.h * 0.2;
    c.body.push(
      el("ellipse", { cx: rx, cy: floorY - 10, rx: rw * 0.55, ry: 14, fill: "url(#contact)" }),
      el("rect", { x: rx - rw / 2, y: railY - 6, width: rw, height: 11, rx: 5, fill: "#b08f52" }),
      el("rect", { x: rx - rw / 2 - 4, y: railY - 6, width: 9, height: floorY - railY - 4, fill: "#9c7d45" }),
      el("rect", { x: rx + rw / 2 - 5, y: railY - 6, width: 9, height: floorY - railY - 4, fill: "#9c7d45" }),
    );
    const count = 5;
    for (let k = 0; k < count; k++) {
      const shirt: Piece = {
        garment: "shirt",
        colors: [PRESSED_SHIRTS[k]!],
        pattern: k === 2 ? "micro-check" : "solid",
      };
      const ds = outfit(c, shirt, seed + 17 * (k + 1), 0, { hangers: true, mainOnly: true });
      const ss = (s * 0.62 * d.mainBox.w) / ds.mainBox.w;
      const id = `g${c.uid++}-d`;
      define(c, id, ds.svg);
      const x = rx - rw * 0.36 + (rw * 0.72 * k) / (count - 1);
      c.body.push(
        el(
          "g",
          {
            transform: `translate(${n(x)} ${n(railY - ds.rail! * ss)}) scale(${n(ss * rng.range(0.8, 0.92))} ${n(ss)})`,
          },
          castShadow(c, id, -c.light * 16, 18, 10, 0.18) + el("use", { href: `#${id}` }),
        ),
      );
    }
  }
  const id = `g${c.uid++}-d`;
  define(c, id, d.svg);
  const stand =
    // Pole and tripod, then the padded torso and the wooden neck cap above the collar.
    el("rect", { x: -9, y: torso - 20, width: 18, height: pole - torso + 10, fill: "#9c7d45" }) +
    [-1, 0, 1]
      .map((k) =>
        el("path", {
          d: `M0 ${pole - 70}L${k * 150} ${pole - (k === 0 ? -6 : 8)}`,
          stroke: wood,
          "stroke-width": 14,
          "stroke-linecap": "round",
        }),
      )
      .join("") +
    el("path", {
      d: `M-30 -70Q-44 -10 -150 30Q-176 180 -150 330Q-128 420 -146 ${torso - 90}Q-140 ${torso} 0 ${torso}Q140 ${torso} 146 ${torso - 90}Q128 420 150 330Q176 180 150 30Q44 -10 30 -70Z`,
      fill: linen,
      stroke: darken(linen, 0.3),
      "stroke-width": 2,
    }) +
    el("path", { d: `M0 -60V${torso}`, stroke: darken(linen, 0.18), "stroke-width": 2, "stroke-dasharray": "6 5" }) +
    el("ellipse", { cx: 0, cy: -74, rx: 34, ry: 11, fill: wood }) +
    el("rect", { x: -7, y: -106, width: 14, height: 32, rx: 3, fill: darken(wood, 0.15) }) +
    el("circle", { cx: 0, cy: -110, r: 10, fill: wood });
  c.body.push(el("ellipse", { cx, cy: floorY, rx: 170 * s, ry: 16, fill: "url(#contact)" }));
  c.body.push(
    el(
      "g",
      { transform: `translate(${n(cx)} ${n(top)}) scale(${n(s)})` },
      stand + castShadow(c, id, -c.light * 22, 24, 12, b.dark ? 0.4 : 0.22) + el("use", { href: `#${id}` }),
    ),
  );
}

/** The composition an image uses: explicit, or a gallery cycle of front, close, detail, flat. */
export function compositionFor(req: ImageRequest): Composition {
  if (req.art.composition) return req.art.composition;
  return (["single", "single", "detail", "flatlay"] as const)[req.variant % 4]!;
}

/**
 * Garments the scene adds around the item itself: its neighbours on a rail, the pressed
 * shirts beside a tailor's form; `null` for a shop interior, which may show anything.
 */
export function sceneryOf(req: ImageRequest): Garment[] | null {
  const { width, height } = IMAGE_KINDS[req.kind];
  const wide = width / height > 1.2;
  switch (compositionFor(req)) {
    case "storefront":
      return null;
    case "rack":
      return [req.art.garment];
    case "single":
      return wide ? [req.art.garment] : [];
    case "form":
      return wide ? ["shirt"] : [];
    default:
      return [];
  }
}

/** Draws one request as a complete SVG document. Deterministic: same request, same bytes. */
export function renderArtwork(req: ImageRequest): string {
  const { width: w, height: h } = IMAGE_KINDS[req.kind];
  const seed = hashString(req.key.replace(/-\d+$/, ""));
  const rng = createRng(hashString(req.key) ^ (req.variant * 0x9e3779b1));
  const light: -1 | 1 = (seed + req.variant) % 2 === 0 ? -1 : 1;
  const c: Canvas = { w, h, defs: [shadeDefs(light)], body: [], rng, light, uid: 0 };
  const main = req.art.colors[0] ?? "#1a2233";
  const b = pickBackdrop(main, seed, req.variant);
  const composition = compositionFor(req);
  switch (composition) {
    case "single":
      single(c, req, seed, req.variant, b);
      break;
    case "detail":
      detail(c, req, seed, b);
      break;
    case "flatlay":
      flatlay(c, req, seed, req.variant);
      break;
    case "rack":
      rack(c, req, seed, b);
      break;
    case "storefront":
      storefront(c, req, seed, req.variant);
      break;
    case "form":
      form(c, req, seed, req.variant, b);
      break;
  }
  finish(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${c.defs.join("")}</defs>${c.body.join("")}</svg>\n`;
}
