/** A fixture covering every garment, pattern and composition: for tests and previews. */
import type { Garment, ImageRequest, Pattern } from "../../app/content/art.ts";
import { imageSeries } from "../../app/content/art.ts";

const SAMPLES: Array<[Garment, string[], Pattern]> = [
  ["shirt", ["#f4f1ea", "#9fb4d0"], "stripe"],
  ["tshirt", ["#2f4a3a"], "solid"],
  ["polo", ["#7a2233", "#f5efe2"], "solid"],
  ["trousers", ["#3b3f4a"], "solid"],
  ["jeans", ["#2d4466"], "denim"],
  ["cargo", ["#6b6a4a"], "solid"],
  ["joggers", ["#2b2f38"], "textured"],
  ["shorts", ["#c9b48a"], "solid"],
  ["boxers", ["#4b6a8f", "#1f2a44"], "check"],
  ["trackpants", ["#1f2a44", "#f5efe2", "#c39b57"], "solid"],
  ["blazer", ["#1f2a44"], "textured"],
  ["suit", ["#33363d", "#7a2233"], "solid"],
  ["waistcoat", ["#5a4a3a"], "textured"],
  ["kurta", ["#f3ecdc"], "zari-border"],
  ["short-kurta", ["#2f5a6b", "#e8d9b8"], "print"],
  ["sherwani", ["#f1e6cc", "#c39b57"], "embroidered"],
  ["bandi", ["#7a2233", "#c39b57"], "embroidered"],
  ["jodhpuri", ["#1b2a4a"], "solid"],
  ["indowestern", ["#3d2b4f", "#c9a24e"], "embroidered"],
  ["jacket", ["#5b4632"], "solid"],
  ["sweater", ["#8a2f2f"], "textured"],
  ["sweatshirt", ["#9aa3ad"], "solid"],
  ["raincoat", ["#c9a33a"], "solid"],
  ["dhoti", ["#fbf8f0", "#c9a24e"], "zari-border"],
  ["vest", ["#f7f7f3"], "textured"],
  ["brief", ["#1f2a44", "#c39b57"], "solid"],
  ["mojari", ["#7a2233", "#c9a24e"], "embroidered"],
  ["safa", ["#b8322f", "#e0a93b"], "print"],
  ["mala", ["#f3ecdc", "#7a2233"], "solid"],
  ["tie", ["#1f2a44", "#c39b57"], "stripe"],
  ["brooch", ["#1f5e4a"], "solid"],
  ["suspenders", ["#3b2a1e"], "solid"],
  ["vel", ["#d8b468", "#a21d2f"], "solid"],
  ["combo", ["#fbf8f0", "#fbf8f0"], "zari-border"],
  ["shirt", ["#d8c9a8", "#1a2233", "#7a2233"], "check"],
  ["shirt", ["#c8a070", "#1a1410"], "animal"],
];

export const sampleImageRequests: ImageRequest[] = [
  ...SAMPLES.flatMap(([garment, colors, pattern], i) =>
    imageSeries(`samples/${garment}-${i}`, 4, "portrait", { garment, colors, pattern }),
  ),
  ...[0, 1, 2].map((v) => ({
    key: `samples/store-${v + 1}`,
    kind: "wide" as const,
    art: {
      garment: "sherwani" as const,
      colors: ["#7a2233", "#1f2a44", "#f3ecdc"],
      composition: "storefront" as const,
    },
    variant: v,
  })),
  {
    key: "samples/rack-1",
    kind: "landscape",
    art: { garment: "shirt", colors: ["#9fb4d0", "#1a2233"], composition: "rack" },
    variant: 0,
  },
  {
    key: "samples/hero-1",
    kind: "wide",
    art: { garment: "sherwani", colors: ["#f1e6cc", "#c39b57"], pattern: "embroidered" },
    variant: 0,
  },
  {
    key: "samples/square-1",
    kind: "square",
    art: { garment: "blazer", colors: ["#1f2a44"], pattern: "textured" },
    variant: 0,
  },
];
