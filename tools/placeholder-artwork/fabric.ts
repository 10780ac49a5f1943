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
    pattern === "embroidered" || pattern === "zari-border" || pattern === "sequin"
      ? GOLD
      : light
        ? mix(base, "#1a2233", 0.55)
        : lighten(base, 0.55);
  const second = colors[1] ?? derived;
  const accent = colors[2] ?? (pattern === "check" || pattern === "micro-check" ? mix(second, GOLD, 0.5) : GOLD);
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

  textured: (f, rng) => {
    // Melange: short flecks of lighter and darker yarn through the knit or weave.
    const w = 36;
    const h = 24;
    let lo = "";
    let hi = "";
    for (let i = 0; i < 16; i++) {
      const seg = `M${n(rng.range(0, w - 4))} ${n(rng.range(1, h - 1))}h${n(rng.range(2, 5))}`;
      if (i % 2) lo += seg;
      else hi += seg;
    }
    return {
      w,
      h,
      svg:
        el("rect", { width: w, height: h, fill: f.base }) +
        weave(w, h, shadeFor(f.base), 3, 0.06) +
        el("path", { d: lo, stroke: darken(f.base, 0.15), "stroke-width": 1.2, opacity: 0.5 }) +
        el("path", { d: hi, stroke: lighten(f.base, 0.18), "stroke-width": 1.2, opacity: 0.5 }),
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

  "micro-check": (f) => {
    // A fine two-colour check: thin crossing lines a few millimetres apart (no weave on
    // top: at this scale it only adds noise the encoder pays for).
    const s = 14;
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        el("rect", { width: 2.4, height: s, fill: f.second, opacity: 0.6 }) +
        el("rect", { width: s, height: 2.4, fill: f.second, opacity: 0.6 }),
    };
  },

  pinstripe: (f) => ({
    w: 22,
    h: 16,
    svg:
      el("rect", { width: 22, height: 16, fill: f.base }) +
      el("rect", { x: 0, width: 1.1, height: 16, fill: f.second, opacity: 0.85 }) +
      weave(22, 16, shadeFor(f.base), 4, 0.05),
  }),

  floral: (f, rng) => {
    // Small five-petal flowers with a dot centre, scattered on a half-drop repeat.
    const s = rng.pick([40, 46]);
    const flower = (x: number, y: number, r: number) => {
      let p = "";
      for (let k = 0; k < 5; k++) {
        const a = (k * 2 * Math.PI) / 5;
        p += el("ellipse", {
          cx: x + Math.cos(a) * r * 0.55,
          cy: y + Math.sin(a) * r * 0.55,
          rx: r * 0.42,
          ry: r * 0.3,
          fill: f.second,
          transform: `rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * r * 0.55)} ${n(y + Math.sin(a) * r * 0.55)})`,
        });
      }
      return p + el("circle", { cx: x, cy: y, r: r * 0.22, fill: f.accent });
    };
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        flower(s * 0.25, s * 0.25, s * 0.13) +
        flower(s * 0.75, s * 0.75, s * 0.13) +
        el("path", {
          d: `M${s * 0.62} ${s * 0.2}q${s * 0.06} ${-s * 0.05} ${s * 0.12} 0M${s * 0.12} ${s * 0.7}q${s * 0.06} ${-s * 0.05} ${s * 0.12} 0`,
          fill: "none",
          stroke: f.second,
          "stroke-width": 1.4,
          opacity: 0.8,
        }) +
        weave(s, s, shadeFor(f.base), 4, 0.05),
    };
  },

  leaf: (f, rng) => {
    // Small leaves on short stems, turned this way and that.
    const s = 38;
    const leaf = (x: number, y: number, r: number, a: number) =>
      el(
        "g",
        { transform: `translate(${n(x)} ${n(y)}) rotate(${a})` },
        el("path", { d: `M0 ${-r}Q${r * 0.7} 0 0 ${r}Q${-r * 0.7} 0 0 ${-r}Z`, fill: f.second }) +
          el("path", { d: `M0 ${-r * 0.8}V${r * 1.4}`, stroke: darken(f.second, 0.25), "stroke-width": 0.8 }),
      );
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        leaf(s * 0.25, s * 0.3, s * 0.13, rng.int(-40, 40)) +
        leaf(s * 0.75, s * 0.78, s * 0.13, rng.int(120, 200)) +
        weave(s, s, shadeFor(f.base), 4, 0.05),
    };
  },

  graphic: (f) => ({
    // The cloth is plain; the garment draws the graphic across the chest.
    w: 16,
    h: 16,
    svg: el("rect", { width: 16, height: 16, fill: f.base }) + weave(16, 16, shadeFor(f.base), 3, 0.07),
  }),

  rib: (f) => ({
    // Knit rib: raised vertical wales with a shadow between them.
    w: 8,
    h: 8,
    svg:
      el("rect", { width: 8, height: 8, fill: f.base }) +
      el("rect", { x: 0, width: 2.4, height: 8, fill: darken(f.base, 0.12), opacity: 0.8 }) +
      el("rect", { x: 4.4, width: 1.2, height: 8, fill: lighten(f.base, 0.25), opacity: 0.6 }),
  }),

  cable: (f) => {
    // Aran cables: twisted ropes in columns, separated by moss-stitch panels.
    const w = 44;
    const h = 36;
    const lo = darken(f.base, 0.22);
    const hi = lighten(f.base, 0.18);
    const rope = (x: number) =>
      el("path", {
        d: `M${x - 6} 0C${x - 6} 9 ${x + 6} 9 ${x + 6} 18C${x + 6} 27 ${x - 6} 27 ${x - 6} 36M${x + 6} 0C${x + 6} 9 ${x - 6} 9 ${x - 6} 18C${x - 6} 27 ${x + 6} 27 ${x + 6} 36`,
        fill: "none",
        stroke: lo,
        "stroke-width": 4.2,
      }) +
      el("path", {
        d: `M${x - 6} 0C${x - 6} 9 ${x + 6} 9 ${x + 6} 18M${x + 6} 18C${x + 6} 27 ${x - 6} 27 ${x - 6} 36`,
        fill: "none",
        stroke: hi,
        "stroke-width": 1.8,
      });
    let moss = "";
    for (let y = 3; y < h; y += 6) moss += `M${w - 12} ${y}h2M${w - 6} ${y + 3}h2`;
    return {
      w,
      h,
      svg:
        el("rect", { width: w, height: h, fill: f.base }) +
        el("path", { d: `M2 0V${h}M${w - 17} 0V${h}`, stroke: lo, "stroke-width": 1.6, opacity: 0.7 }) +
        rope(13) +
        el("path", { d: moss, stroke: lo, "stroke-width": 1.6, opacity: 0.7 }),
    };
  },

  waffle: (f) => ({
    // Honeycomb waffle: small sunken squares framed by raised ridges.
    w: 8,
    h: 8,
    svg:
      el("rect", { width: 8, height: 8, fill: lighten(f.base, 0.08) }) +
      el("rect", { x: 1.6, y: 1.6, width: 4.8, height: 4.8, rx: 0.8, fill: darken(f.base, 0.1) }) +
      el("path", { d: "M1.6 6.4H6.4V1.6", fill: "none", stroke: lighten(f.base, 0.25), "stroke-width": 0.7 }),
  }),

  slub: (f, rng) => {
    // Linen and slub yarns: uneven thick-and-thin threads across a fine weave.
    const w = 48;
    const h = 24;
    let d = "";
    for (let i = 0; i < 7; i++) {
      const y = rng.range(1, h - 1);
      const x = rng.range(0, w - 14);
      d += `M${n(x)} ${n(y)}h${n(rng.range(6, 16))}`;
    }
    return {
      w,
      h,
      svg:
        el("rect", { width: w, height: h, fill: f.base }) +
        weave(w, h, shadeFor(f.base), 3, 0.08) +
        el("path", { d, stroke: darken(f.base, 0.12), "stroke-width": 1.3, "stroke-linecap": "round", opacity: 0.6 }) +
        el("path", {
          d,
          stroke: lighten(f.base, 0.18),
          "stroke-width": 0.8,
          "stroke-linecap": "round",
          opacity: 0.6,
          transform: "translate(3 1.2)",
        }),
    };
  },

  oxford: (f) => ({
    // Oxford basket weave: paired white and coloured yarns give a soft two-tone dot.
    w: 6,
    h: 6,
    svg:
      el("rect", { width: 6, height: 6, fill: f.base }) +
      el("rect", { x: 0.5, y: 0.5, width: 2, height: 2, fill: lighten(f.base, 0.35), opacity: 0.55 }) +
      el("rect", { x: 3.5, y: 3.5, width: 2, height: 2, fill: lighten(f.base, 0.35), opacity: 0.55 }),
  }),

  twill: (f) => ({
    // Fine diagonal twill: a silk tie's woven texture, a formal shirt's twill.
    w: 6,
    h: 6,
    transform: "rotate(45)",
    svg:
      el("rect", { width: 6, height: 6, fill: f.base }) +
      el("rect", { width: 6, height: 1.6, fill: darken(f.base, 0.12), opacity: 0.7 }) +
      el("rect", { y: 3, width: 6, height: 0.8, fill: lighten(f.base, 0.2), opacity: 0.6 }),
  }),

  corduroy: (f) => ({
    // Corduroy: rounded vertical wales with a dark channel between them.
    w: 10,
    h: 10,
    svg:
      el("rect", { width: 10, height: 10, fill: f.base }) +
      el("rect", { x: 0, width: 2, height: 10, fill: darken(f.base, 0.3), opacity: 0.75 }) +
      el("rect", { x: 4.5, width: 2.5, height: 10, fill: lighten(f.base, 0.16), opacity: 0.6 }),
  }),

  quilted: (f) => {
    // Box quilting: stitched squares, each padded (light at the top, shadow at the seams).
    const s = 56;
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        el("rect", {
          x: 4,
          y: 4,
          width: s - 8,
          height: (s - 8) * 0.5,
          rx: 10,
          fill: lighten(f.base, 0.1),
          opacity: 0.7,
        }) +
        el("path", {
          d: `M0 0.8H${s}M0.8 0V${s}`,
          stroke: darken(f.base, 0.35),
          "stroke-width": 3,
          opacity: 0.8,
        }) +
        el("path", {
          d: `M0 ${s - 3}H${s}M${s - 3} 0V${s}`,
          stroke: darken(f.base, 0.2),
          "stroke-width": 4,
          opacity: 0.5,
        }) +
        el("path", {
          d: `M0 0.8H${s}M0.8 0V${s}`,
          stroke: lighten(f.base, 0.3),
          "stroke-width": 0.8,
          "stroke-dasharray": "3 3",
        }),
    };
  },

  brocade: (f) => {
    // Tonal woven motifs: a small buti or paisley a shade lighter than the ground, with a sheen.
    const s = 34;
    const tone = luminance(f.base) > 0.4 ? darken(f.base, 0.14) : lighten(f.base, 0.16);
    const buti = (x: number, y: number) =>
      el("path", {
        d: `M${x} ${y - 6}C${x + 6} ${y - 2} ${x + 5} ${y + 5} ${x} ${y + 6}C${x - 5} ${y + 5} ${x - 6} ${y - 2} ${x} ${y - 6}Z`,
        fill: tone,
      }) + el("circle", { cx: x, cy: y, r: 1.4, fill: lighten(tone, 0.2) });
    return {
      w: s,
      h: s,
      svg:
        el("rect", { width: s, height: s, fill: f.base }) +
        buti(s * 0.25, s * 0.25) +
        buti(s * 0.75, s * 0.75) +
        el("path", {
          d: `M0 ${s / 2}L${s / 2} 0L${s} ${s / 2}L${s / 2} ${s}Z`,
          fill: "none",
          stroke: tone,
          "stroke-width": 0.6,
          opacity: 0.6,
        }),
    };
  },

  sequin: (f, rng) => {
    // Scattered sequins: small discs of the second colour, each with a catch-light.
    const s = 40;
    let dots = "";
    for (let i = 0; i < 7; i++) {
      const x = rng.range(3, s - 3);
      const y = rng.range(3, s - 3);
      dots +=
        el("circle", { cx: x, cy: y, r: 2.6, fill: f.second }) +
        el("circle", { cx: x - 0.8, cy: y - 0.8, r: 0.9, fill: "#fff", opacity: 0.7 });
    }
    return { w: s, h: s, svg: el("rect", { width: s, height: s, fill: f.base }) + dots };
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
 * `gold` is the band's colour (the item's second colour where it names its border); a
 * third colour, when given, becomes the diamond chain (a maroon-and-gold border).
 */
export function zariDefs(id: string, f: Fabric, gold: string, chain?: string): { defs: string; paint: string } {
  const hi = chain ?? lighten(gold, 0.35);
  const lo = darken(gold, 0.3);
  const tile =
    el("rect", { width: 24, height: 24, fill: gold }) +
    el("rect", { y: 0, width: 24, height: 3, fill: lo }) +
    el("rect", { y: 21, width: 24, height: 3, fill: lo }) +
    el("path", { d: "M0 12L12 5L24 12L12 19Z", fill: hi, opacity: 0.9 }) +
    el("circle", { cx: 12, cy: 12, r: 2.4, fill: f.base }) +
    el("path", { d: "M0 4.5H24M0 19.5H24", stroke: lighten(gold, 0.35), "stroke-width": 0.8 });
  return {
    defs: el("pattern", { id, patternUnits: "userSpaceOnUse", width: 24, height: 24 }, tile),
    paint: `url(#${id})`,
  };
}
