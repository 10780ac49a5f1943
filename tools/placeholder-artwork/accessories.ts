/** Accessories (mojdis, safa, mala, tie, brooch, suspenders, vel), each in its own units. */
import type { Piece } from "../../app/content/art.ts";
import { GOLD } from "./fabric.ts";
import type { Drawing } from "./drawing.ts";
import { type Ctx, fold, outlineColor, piece, stitch } from "./shapes.ts";
import { darken, el, lighten } from "./util.ts";

export function drawMojari(ctx: Ctx): Drawing {
  const base = ctx.fabric.base;
  const sole = "#5a3b22";
  const shoe = (dx: number, dy: number, sc: number) => {
    const upper = `M-200 40Q-230 -10 -180 -40Q-120 -60 -40 -70Q60 -110 150 -60Q200 -30 240 -70Q260 -96 244 -110Q280 -90 262 -40Q240 20 190 40Z`;
    const opening = `M-40 -70Q60 -110 150 -60Q90 -40 -30 -52Z`;
    return el(
      "g",
      { transform: `translate(${dx} ${dy}) scale(${sc})` },
      el("path", { d: `M-210 36Q0 62 196 40L190 54Q0 76 -206 50Z`, fill: sole }) +
        piece(upper, ctx) +
        el("path", { d: opening, fill: darken(base, 0.5) }) +
        el("path", {
          d: `M-120 -50Q20 -30 180 20`,
          fill: "none",
          stroke: ctx.trim,
          "stroke-width": 18,
          opacity: 0.95,
        }) +
        el("path", { d: `M-200 40Q0 54 190 40`, fill: "none", stroke: ctx.trim, "stroke-width": 8 }) +
        el("path", {
          d: `M-180 -36Q-190 0 -200 38`,
          fill: "none",
          stroke: outlineColor(base),
          "stroke-width": 1.4,
          opacity: 0.5,
        }),
    );
  };
  return {
    svg: shoe(-60, -30, 0.92) + shoe(40, 40, 1),
    box: { x: -260, y: -150, w: 560, h: 260 },
    mount: "plinth",
    focus: [200, -20],
  };
}

export function drawSafa(ctx: Ctx): Drawing {
  const base = ctx.fabric.base;
  const out: string[] = [];
  // The tail (turra) falls behind to one side, then the wide crown of wrapped folds.
  out.push(piece(`M150 -30Q230 80 220 330Q200 350 168 336Q176 150 110 10Z`, ctx));
  out.push(fold(`M170 40Q200 180 196 320`, ctx));
  const crown = `M-250 70Q-270 -40 -200 -120Q-120 -200 10 -196Q150 -200 220 -120Q272 -50 250 70Q0 120 -250 70Z`;
  out.push(piece(crown, ctx));
  // Diagonal wraps: each a band of shadow and light, crossing to a peak at the front.
  for (let i = 0; i < 7; i++) {
    const y = -170 + i * 34;
    const side = i % 2 ? 1 : -1;
    const d = `M${-250 + i * 4} ${y + 120 - i * 4}Q${side * 40} ${y - 10} ${250 - i * 4} ${y + 90 - i * 10}`;
    out.push(
      el("path", {
        d,
        fill: "none",
        stroke: darken(base, 0.3),
        "stroke-width": 5,
        opacity: 0.35,
        "stroke-linecap": "round",
      }),
    );
    out.push(
      el("path", {
        d,
        fill: "none",
        stroke: lighten(base, 0.4),
        "stroke-width": 3,
        opacity: 0.28,
        transform: "translate(0 8)",
        "stroke-linecap": "round",
      }),
    );
  }
  out.push(el("path", { d: `M-250 60Q0 110 250 60`, fill: "none", stroke: ctx.trim, "stroke-width": 18 }));
  out.push(
    el("path", {
      d: `M-250 60Q0 110 250 60`,
      fill: "none",
      stroke: darken(GOLD, 0.4),
      "stroke-width": 20,
      "stroke-opacity": 0.2,
    }),
  );
  // The kalgi: a jewelled brooch with a plume, pinned at the front.
  out.push(
    el("path", {
      d: `M-30 -120Q-80 -240 -20 -320Q-40 -220 -6 -128Z`,
      fill: "#f3ecdc",
      stroke: "#c8bda5",
      "stroke-width": 1.5,
    }),
  );
  out.push(
    el("circle", { cx: -16, cy: -100, r: 30, fill: GOLD, stroke: darken(GOLD, 0.35), "stroke-width": 3 }),
    el("circle", { cx: -16, cy: -100, r: 14, fill: ctx.fabric.accent === GOLD ? "#8c1c2c" : ctx.fabric.accent }),
  );
  for (let k = 0; k < 10; k++)
    out.push(
      el("circle", {
        cx: -16 + Math.cos((k * Math.PI) / 5) * 23,
        cy: -100 + Math.sin((k * Math.PI) / 5) * 23,
        r: 3.6,
        fill: "#f6f1e6",
      }),
    );
  out.push(
    el("path", {
      d: `M-16 -70Q-30 -20 -10 30`,
      fill: "none",
      stroke: "#f6f1e6",
      "stroke-width": 7,
      "stroke-dasharray": "1 9",
      "stroke-linecap": "round",
    }),
  );
  return { svg: out.join(""), box: { x: -272, y: -330, w: 544, h: 680 }, mount: "plinth", focus: [-16, -90] };
}

export function drawMala(ctx: Ctx): Drawing {
  const base = ctx.fabric.base;
  const out: string[] = [];
  for (let strand = 0; strand < 3; strand++) {
    const depth = 300 + strand * 70;
    const w = 150 + strand * 26;
    const beads = 30 + strand * 6;
    for (let i = 0; i <= beads; i++) {
      const t = i / beads;
      const a = Math.PI * t;
      const x = -Math.cos(a) * w;
      const y = Math.sin(a) ** 1.4 * depth;
      const r = strand === 1 ? 9 : 11;
      const c = strand === 1 ? ctx.fabric.second : base;
      out.push(
        el("circle", { cx: x + 1, cy: y + 2, r, fill: "#000", opacity: 0.16 }),
        el("circle", { cx: x, cy: y, r, fill: c, stroke: darken(c, 0.3), "stroke-width": 1 }),
        el("circle", { cx: x - r * 0.3, cy: y - r * 0.35, r: r * 0.3, fill: "#fff", opacity: 0.5 }),
      );
    }
  }
  // Pendant.
  const py = 440 + 20;
  out.push(
    el("path", {
      d: `M0 ${py}L34 ${py + 44}L0 ${py + 100}L-34 ${py + 44}Z`,
      fill: GOLD,
      stroke: darken(GOLD, 0.4),
      "stroke-width": 3,
    }),
    el("circle", { cx: 0, cy: py + 48, r: 14, fill: ctx.fabric.accent === GOLD ? "#1f5e4a" : ctx.fabric.accent }),
  );
  return { svg: out.join(""), box: { x: -210, y: -20, w: 420, h: py + 130 }, mount: "stand", focus: [0, py + 40] };
}

export function drawTie(p: Piece, ctx: Ctx): Drawing {
  // A tie knotted as worn and hung on the stand's bar: the knot, then the blade widening to its point.
  const out: string[] = [];
  out.push(piece(`M-15 30L15 30L66 700L0 762L-66 700Z`, ctx));
  out.push(fold(`M-4 60Q-14 380 -30 700`, ctx, 0.7), fold(`M6 90Q14 400 36 690`, ctx, 0.4));
  out.push(piece(`M-34 -18Q0 -26 34 -18L18 34Q0 40 -18 34Z`, ctx));
  out.push(fold(`M-20 -10Q-8 10 -10 30`, ctx, 0.6));
  let box = { x: -80, y: -40, w: 160, h: 810 };
  if (p.details?.includes("pocket-square")) {
    // The matching pocket square, folded into a triangle, leaning against the stand's foot.
    out.push(
      el(
        "g",
        { transform: "translate(190 700) rotate(-4)" },
        piece(`M-100 60L100 60L0 -70Z`, ctx) +
          piece(`M-100 60L100 60L-10 -40Z`, ctx, { paint: ctx.paintOf("twill", [darken(ctx.fabric.base, 0.07)]) }) +
          stitch(`M-86 52H86`, ctx),
      ),
    );
    box = { x: -80, y: -40, w: 370, h: 810 };
  }
  return { svg: out.join(""), box, mount: "stand", focus: [0, 120] };
}

export function drawBrooch(p: Piece, ctx: Ctx): Drawing {
  // Antique-gold petals around a ring of seed pearls and a cabochon, with a short chain below.
  const out: string[] = [];
  const metal = ctx.fabric.base;
  const gem = p.colors[1] ?? "#5e1a26";
  if (p.details?.includes("chain")) {
    let links = "";
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      const x = -120 + t * 240;
      const y = 150 + Math.sin(t * Math.PI) * 120;
      links += el("ellipse", {
        cx: x,
        cy: y,
        rx: 13,
        ry: 8,
        fill: "none",
        stroke: i % 2 ? darken(metal, 0.2) : metal,
        "stroke-width": 5,
        transform: `rotate(${Math.round(Math.cos(t * Math.PI) * 40)} ${x} ${y})`,
      });
    }
    out.push(links);
    out.push(
      el("path", { d: `M120 150L150 190L120 240L90 190Z`, fill: metal, stroke: darken(metal, 0.4), "stroke-width": 3 }),
      el("circle", { cx: 120, cy: 192, r: 14, fill: gem }),
    );
  }
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    out.push(
      el("path", {
        d: `M0 0L${Math.cos(a - 0.12) * 150} ${Math.sin(a - 0.12) * 150}Q${Math.cos(a) * 190} ${Math.sin(a) * 190} ${Math.cos(a + 0.12) * 150} ${Math.sin(a + 0.12) * 150}Z`,
        fill: k % 2 ? metal : lighten(metal, 0.25),
        stroke: darken(metal, 0.4),
        "stroke-width": 1.5,
      }),
    );
  }
  out.push(el("circle", { r: 110, fill: darken(metal, 0.15), stroke: darken(metal, 0.45), "stroke-width": 3 }));
  for (let k = 0; k < 20; k++) {
    const a = (k * Math.PI) / 10;
    out.push(
      el("circle", {
        cx: Math.cos(a) * 92,
        cy: Math.sin(a) * 92,
        r: 9,
        fill: "#f7f2e7",
        stroke: "#bcae92",
        "stroke-width": 1,
      }),
    );
  }
  // The cabochon: a smooth domed stone, light caught at the top.
  out.push(el("circle", { r: 64, fill: gem, stroke: darken(metal, 0.3), "stroke-width": 6 }));
  out.push(
    el("circle", { cx: 8, cy: 10, r: 50, fill: darken(gem, 0.25), opacity: 0.6 }),
    el("ellipse", { cx: -18, cy: -24, rx: 24, ry: 14, fill: "#fff", opacity: 0.45, transform: "rotate(-30 -18 -24)" }),
  );
  const chain = p.details?.includes("chain");
  return {
    svg: out.join(""),
    box: { x: -195, y: -195, w: 390, h: chain ? 450 : 390 },
    mount: "plinth",
    focus: [0, 0],
  };
}

export function drawSuspenders(ctx: Ctx): Drawing {
  // Two straps crossing at a leather back patch, each end finished with a leather tab and a clip.
  const out: string[] = [];
  const leather = "#2a1a12";
  const clipGold = lighten(GOLD, 0.1);
  const strap = (d: string) =>
    el("path", {
      d,
      fill: "none",
      stroke: outlineColor(ctx.fabric.base),
      "stroke-width": 38,
      "stroke-opacity": 0.5,
    }) +
    el("path", { d, fill: "none", stroke: ctx.paint, "stroke-width": 34 }) +
    stitch(d, ctx);
  out.push(strap(`M-150 0C-120 260 120 420 140 780`), strap(`M150 0C120 260 -120 420 -140 780`));
  // The back patch where the straps cross.
  out.push(
    el("path", {
      d: `M0 300L60 360L0 430L-60 360Z`,
      fill: leather,
      stroke: "#000",
      "stroke-opacity": 0.4,
      "stroke-width": 2,
    }),
    stitch(`M0 314L46 360L0 416L-46 360Z`, ctx, "#c9a27a"),
  );
  const tab = (x: number, y: number, up: boolean) => {
    const dir = up ? -1 : 1;
    return (
      el("path", {
        d: `M${x - 22} ${y - dir * 30}L${x + 22} ${y - dir * 30}L${x + 18} ${y + dir * 30}Q${x} ${y + dir * 44} ${x - 18} ${y + dir * 30}Z`,
        fill: leather,
        stroke: "#000",
        "stroke-opacity": 0.4,
        "stroke-width": 2,
      }) +
      stitch(`M${x - 14} ${y - dir * 22}V${y + dir * 24}M${x + 14} ${y - dir * 22}V${y + dir * 24}`, ctx, "#c9a27a") +
      el("rect", {
        x: x - 26,
        y: up ? y - 84 : y + 40,
        width: 52,
        height: 44,
        rx: 6,
        fill: clipGold,
        stroke: darken(GOLD, 0.4),
        "stroke-width": 3,
      }) +
      el("path", {
        d: `M${x - 16} ${up ? y - 62 : y + 62}H${x + 16}`,
        stroke: darken(GOLD, 0.4),
        "stroke-width": 4,
      })
    );
  };
  out.push(tab(-150, 10, true), tab(150, 10, true), tab(140, 770, false), tab(-140, 770, false));
  return { svg: out.join(""), box: { x: -200, y: -90, w: 400, h: 950 }, mount: "stand", focus: [140, 790] };
}

export function drawVel(ctx: Ctx): Drawing {
  const metal = ctx.fabric.base;
  const hi = lighten(metal, 0.35);
  const lo = darken(metal, 0.4);
  const out: string[] = [];
  out.push(
    el("rect", { x: -10, y: 160, width: 20, height: 700, fill: metal, stroke: lo, "stroke-width": 2 }),
    el("rect", { x: -4, y: 160, width: 5, height: 700, fill: hi, opacity: 0.6 }),
  );
  out.push(
    el("path", { d: `M0 -200C90 -60 80 80 0 170C-80 80 -90 -60 0 -200Z`, fill: metal, stroke: lo, "stroke-width": 3 }),
  );
  out.push(el("path", { d: `M0 -160C50 -50 46 60 0 130C-46 60 -50 -50 0 -160Z`, fill: hi, opacity: 0.45 }));
  out.push(el("path", { d: `M0 -180V150`, stroke: lo, "stroke-width": 2, opacity: 0.6 }));
  for (const y of [190, 230, 820])
    out.push(el("ellipse", { cx: 0, cy: y, rx: 22, ry: 12, fill: GOLD, stroke: darken(GOLD, 0.4), "stroke-width": 2 }));
  out.push(
    el("circle", {
      cx: 0,
      cy: 40,
      r: 16,
      fill: ctx.fabric.accent === GOLD ? "#a21d2f" : ctx.fabric.accent,
      stroke: lo,
      "stroke-width": 2,
    }),
  );
  return { svg: out.join(""), box: { x: -90, y: -210, w: 180, h: 1080 }, mount: "plinth", focus: [0, 0] };
}
