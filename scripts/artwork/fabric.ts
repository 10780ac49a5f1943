/**
 * Fabric fills: each Pattern becomes an SVG <pattern> in the garment's own units, so a
 * close-up (a bigger scale on the garment group) magnifies the weave like a real lens.
 */
import type { Pattern } from "../../app/content/art.ts";
import { type Rng, darken, el, lighten, luminance, mix, n } from "./util.ts";

export const GOLD = "#c9a24e";
export const GOLD_LIGHT = "#ecd493";

export type Fabric = {
  base: string;
  second: string;
  accent: string;
  pattern: Pattern;
};

/** Fills in the colours an item did not name, so a one-colour spec still gets a readable pattern. */
export function fabricFrom(colors: readonly string[], pattern: Pattern = "solid"): Fabric {
  const base = colors[0] ?? "#1a2233";
  const light = luminance(base) > 0.45;
  const derived =
    pattern === "embroidered" || pattern === "zari-border"
      ? GOLD
      : light
        ? mix(base, "#1a2233", 0.55)
        : lighten(base, 0.55);
  const second = colors[1] ?? derived;
  const accent = colors[2] ?? (pattern === "check" ? mix(second, GOLD, 0.5) : GOLD);
  return { base, second, accent, pattern };
}

/** The <pattern> for a fabric plus the paint to use: `fill="url(#id)"`. */
export function fabricDefs(id: string, f: Fabric, rng: Rng): { defs: string; paint: string } {
  const body = PATTERNS[f.pattern](f, rng);
  const defs = el(
    "pattern",
    { id, patternUnits: "userSpaceOnUse", width: body.w, height: body.h, patternTransform: body.transform },
    body.svg,
  );
  return { defs, paint: `url(#${id})` };
}

type Tile = { w: number; h: number; svg: string; transform?: string };

/** A faint weave on every fabric: without it flat colour reads as plastic. */
function weave(w: number, h: number, color: string, step = 4, opacity = 0.06): string {
  let d = "";
  for (let y = step / 2; y < h; y += step) d += `M0 ${n(y)}H${w}`;
  let v = "";
  for (let x = step / 2; x < w; x += step * 2) v += `M${n(x)} 0V${h}`;
  return (
    el("path", { d, stroke: color, "stroke-width": 1, opacity }) +
    el("path", { d: v, stroke: color, "stroke-width": 0.8, opacity: opacity * 0.7 })
  );
}

function shadeFor(base: string): string {
  return luminance(base) > 0.5 ? darken(base, 0.5) : lighten(base, 0.5);
}

const PATTERNS: Record<Pattern, (f: Fabric, rng: Rng) => Tile> = {
  solid: (f) => ({
    w: 16,
    h: 16,
    svg: el("rect", { width: 16, height: 16, fill: f.base }) + weave(16, 16, shadeFor(f.base)),
  }),

  textured: (f) => {
    // A knit: rows of small chevrons, slightly lighter and darker than the yarn.
    const lo = darken(f.base, 0.18);
    const hi = lighten(f.base, 0.12);
    let d = "";
    for (let x = 0; x < 24; x += 6) d += `M${x} 0l3 5l3 -5M${x} 6l3 5l3 -5`;
    return {
      w: 24,
      h: 12,
      svg:
        el("rect", { width: 24, height: 12, fill: f.base }) +
        el("path", { d, fill: "none", stroke: lo, "stroke-width": 1.6, opacity: 0.55 }) +
        el("path", { d, fill: "none", stroke: hi, "stroke-width": 0.7, opacity: 0.5, transform: "translate(0 -1)" }),
    };
  },

  stripe: (f, rng) => {
    const w = rng.pick([14, 18, 24]);
    const bold = rng.chance(0.4);
    return {
      w,
      h: 16,
      svg:
        el("rect", { width: w, height: 16, fill: f.base }) +
        el("rect", { x: 0, width: bold ? w * 0.32 : 2.2, height: 16, fill: f.second, opacity: 0.9 }) +
        (bold ? "" : el("rect", { x: w * 0.5, width: 1, height: 16, fill: f.accent, opacity: 0.7 })) +
        weave(w, 16, shadeFor(f.base)),
    };
  },

  check: (f, rng) => {
    const s = rng.pick([36, 44, 56]);
    const band = s * rng.pick([0.3, 0.42, 0.5]);
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        el("rect", { width: band, height: s, fill: f.second, opacity: 0.45 }) +
        el("rect", { width: s, height: band, fill: f.second, opacity: 0.45 }) +
        el("rect", { x: band + (s - band) / 2, width: 1.6, height: s, fill: f.accent, opacity: 0.8 }) +
        el("rect", { y: band + (s - band) / 2, width: s, height: 1.6, fill: f.accent, opacity: 0.8 }) +
        weave(s, s, shadeFor(f.base), 3, 0.08),
    };
  },

  print: (f, rng) => {
    // Small paisley-like buta motifs on a half-drop repeat.
    const s = rng.pick([44, 52, 60]);
    const motif = (x: number, y: number, c: string, r: number) =>
      el("path", {
        d: `M${n(x)} ${n(y - r)}c${n(r * 0.9)} ${n(r * 0.2)} ${n(r * 1.1)} ${n(r * 1.4)} 0 ${n(r * 1.9)}c${n(-r * 0.9)} ${n(-r * 0.3)} ${n(-r * 0.8)} ${n(-r * 1.2)} ${n(-r * 0.2)} ${n(-r * 1.3)}c${n(-r * 0.4)} ${n(-r * 0.2)} ${n(-r * 0.3)} ${n(-r * 0.5)} ${n(r * 0.2)} ${n(-r * 0.6)}z`,
        fill: c,
        transform: `rotate(${rng.int(-30, 30)} ${n(x)} ${n(y)})`,
      });
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        motif(s * 0.25, s * 0.25, f.second, s * 0.14) +
        motif(s * 0.75, s * 0.75, f.second, s * 0.14) +
        el("circle", { cx: s * 0.75, cy: s * 0.2, r: s * 0.035, fill: f.accent }) +
        el("circle", { cx: s * 0.25, cy: s * 0.72, r: s * 0.035, fill: f.accent }) +
        weave(s, s, shadeFor(f.base), 4, 0.05),
    };
  },

  animal: (f, rng) => {
    // Leopard rosettes: broken dark rings around a warmer centre, placed irregularly.
    const s = 90;
    let spots = "";
    for (let i = 0; i < 9; i++) {
      const x = rng.range(6, s - 6);
      const y = rng.range(6, s - 6);
      const r = rng.range(5, 9);
      spots += el("ellipse", {
        cx: x,
        cy: y,
        rx: r,
        ry: r * rng.range(0.7, 1),
        fill: mix(f.base, f.second, 0.35),
        transform: `rotate(${rng.int(0, 180)} ${n(x)} ${n(y)})`,
      });
      spots += el("path", {
        d: `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.85)} 0 0 1 ${n(r * 1.3)} ${n(-r * 0.8)}M${n(x + r * 0.7)} ${n(y - r * 0.4)}a${n(r)} ${n(r)} 0 0 1 ${n(-r * 0.2)} ${n(r * 1.3)}`,
        fill: "none",
        stroke: f.second,
        "stroke-width": rng.range(2.2, 3.4),
        "stroke-linecap": "round",
      });
    }
    return { w: s, h: s, svg: el("rect", { width: s, height: s, fill: f.base }) + spots };
  },

  embroidered: (f) => {
    // Thread-work butis: a small flower of gold petals with a dot, on a diamond lattice.
    const s = 40;
    const flower = (x: number, y: number) => {
      let p = "";
      for (let k = 0; k < 6; k++)
        p += el("ellipse", {
          cx: x,
          cy: y - 4,
          rx: 1.8,
          ry: 4,
          fill: f.second,
          transform: `rotate(${k * 60} ${x} ${y})`,
        });
      return p + el("circle", { cx: x, cy: y, r: 1.6, fill: f.accent === f.second ? GOLD_LIGHT : f.accent });
    };
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        el("path", {
          d: `M0 ${s / 2}L${s / 2} 0L${s} ${s / 2}L${s / 2} ${s}Z`,
          fill: "none",
          stroke: f.second,
          "stroke-width": 0.6,
          opacity: 0.35,
          "stroke-dasharray": "1.5 2",
        }) +
        flower(s / 2, s / 2) +
        flower(0, 0) +
        flower(s, 0) +
        flower(0, s) +
        flower(s, s) +
        weave(s, s, shadeFor(f.base), 3, 0.05),
    };
  },

  denim: (f) => {
    // Twill: diagonal wales, light weft showing through the indigo warp.
    const s = 8;
    return {
      w: s,
      h: s,
      transform: "rotate(-30)",
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        el("rect", { width: s, height: 2.2, fill: lighten(f.base, 0.28), opacity: 0.55 }) +
        el("rect", { y: 4, width: s, height: 1, fill: darken(f.base, 0.25), opacity: 0.5 }),
    };
  },

  "zari-border": (f) => ({
    w: 16,
    h: 16,
    svg: el("rect", { width: 16, height: 16, fill: f.base }) + weave(16, 16, shadeFor(f.base), 4, 0.05),
  }),
};

/**
 * Gold band for borders (zari, embroidered trims): horizontal lines and a diamond chain.
 * Drawn horizontally; garments rotate it by placing it in a rotated group where needed.
 */
export function zariDefs(id: string, f: Fabric): { defs: string; paint: string } {
  const gold = f.pattern === "zari-border" || f.pattern === "embroidered" ? f.second : GOLD;
  const hi = lighten(gold, 0.35);
  const lo = darken(gold, 0.3);
  const tile =
    el("rect", { width: 24, height: 24, fill: gold }) +
    el("rect", { y: 0, width: 24, height: 3, fill: lo }) +
    el("rect", { y: 21, width: 24, height: 3, fill: lo }) +
    el("path", { d: "M0 12L12 5L24 12L12 19Z", fill: hi, opacity: 0.9 }) +
    el("circle", { cx: 12, cy: 12, r: 2.4, fill: f.base }) +
    el("path", { d: "M0 4.5H24M0 19.5H24", stroke: hi, "stroke-width": 0.8 });
  return {
    defs: el("pattern", { id, patternUnits: "userSpaceOnUse", width: 24, height: 24 }, tile),
    paint: `url(#${id})`,
  };
}
