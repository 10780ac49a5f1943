/**
 * Holds a picture to its words: reads what an item's title, description and alt text say
 * about the garment (which pieces, sleeves, neckline, cloth, set, draped or stitched) and
 * compares it with what the generator draws for its art spec. A shopper reading "sleeveless
 * jerkin" must not see sleeves; a "shirt and dhoti set" must show both.
 */
import type { Detail, Garment, ImageRequest, Neckline, Pattern, Sleeves } from "../../app/content/art.ts";
import type { Shown } from "./garments.ts";
import { isTop } from "./garments.ts";
import { type Role, shownOutfit } from "./outfit.ts";
import { compositionFor, sceneryOf } from "./scene.ts";
import { TOPS } from "./tops.ts";

export type Words = {
  /** The item's title and description (catalogue items); site images have only an alt. */
  title?: string;
  description?: string;
  /** What the alt text says the picture shows: an item's look (+ alongside), or a site image's alt. */
  look: string;
  alongside?: string;
  /** A brand name is not a garment ("US POLO ASSN" is no polo shirt). */
  brand?: string;
};

/** Lower case, hyphens and slashes as spaces, one space between words, brand names removed. */
export function normalise(text: string, brand?: string): string {
  let t = text.toLowerCase();
  if (brand) t = t.split(brand.toLowerCase()).join(" ");
  return t
    .replace(/[‐-―-]/g, " ")
    .replace(/[^a-z0-9/é ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

type Cue<T> = readonly [RegExp, T];

/** Garment nouns, each with the garments that answer to it. */
const GARMENT_CUES: readonly Cue<readonly Garment[]>[] = [
  [/\bsweat ?(t shirts?|tees?|shirts?)\b/, ["sweatshirt"]],
  [/(?<!sweat )\b(t shirts?|tees?)\b/, ["tshirt", "polo"]],
  [/\bhenleys?\b/, ["tshirt"]],
  [/\bpolos?\b/, ["polo"]],
  [/\bindo western\b/, ["indowestern"]],
  [/\bshort kurtas?\b/, ["short-kurta"]],
  [/(?<!short )\bkurtas?\b/, ["kurta"]],
  [/\bpyjamas?\b/, ["pyjama"]],
  [/\bchuridars?\b/, ["churidar"]],
  [/\bsherwanis?\b(?! bro(a|o)ch)/, ["sherwani"]],
  [/\bbandis?\b/, ["bandi"]],
  [/\bjodhpuris?\b(?! (band )?collar| style)/, ["jodhpuri"]],
  [/\b(knee length|long) jackets?\b/, ["long-jacket"]],
  [/\bjerkins?\b/, ["jacket"]],
  [/\brain ?coats?\b/, ["raincoat"]],
  [/(?<!(knee length|long|suit) )\bjackets?\b/, ["jacket", "bandi", "jodhpuri", "long-jacket", "blazer", "suit"]],
  [/\bsuit jackets?\b/, ["suit"]],
  [/\bblazers?\b/, ["blazer", "suit"]],
  [/\bsuits?\b(?! jackets?)/, ["suit", "jodhpuri"]],
  [/\b(sweaters?|pullovers?|knitwear)\b/, ["sweater"]],
  [/(?<!(\bt|sweat|indo western|over|polo) )\bshirts?\b|\bovershirts?\b/, ["shirt"]],
  [/\b(trousers|chinos)\b/, ["trousers", "cargo", "joggers"]],
  [/\btrack ?pants\b/, ["trackpants"]],
  [/\bjeans\b/, ["jeans"]],
  [/\bcargos?\b/, ["cargo"]],
  [/\bjoggers\b/, ["joggers"]],
  [/\bcapris?\b|\bthree quarter\b/, ["capri"]],
  [/\bboxers?\b/, ["boxers"]],
  [/(?<!boxer )\bshorts\b|\bbermudas?\b/, ["shorts"]],
  [/\bdhotis?\b|\bveshtis?\b/, ["dhoti", "ready-dhoti"]],
  [/\bvests?\b/, ["vest"]],
  [/\bbriefs\b/, ["brief"]],
  [/\btrunks\b/, ["trunks"]],
  [/\bmoj(d|ar)is?\b/, ["mojari"]],
  [/\bsafas?\b/, ["safa"]],
  [/\bmalas?\b/, ["mala"]],
  [/\bsuspenders\b/, ["suspenders"]],
  [/\bvels?\b/, ["vel"]],
  [/\bbro(a|o)ch(es)?\b/, ["brooch", "safa"]],
];

/** Things worn with a garment that the generator draws as a detail of a piece. */
const WORN_CUES: readonly Cue<{ detail: Detail; garment?: Garment }>[] = [
  [/(?<!bow )\bties?\b/, { detail: "tie", garment: "tie" }],
  [/\bbow ties?\b/, { detail: "bow-tie" }],
  [/\bpocket squares?\b/, { detail: "pocket-square" }],
  [/\bwaistcoats?\b/, { detail: "waistcoat", garment: "waistcoat" }],
];

const SLEEVE_CUES: readonly Cue<Sleeves>[] = [
  [/\bsleeveless\b/, "none"],
  [/\b(half|short) sleeves?\b/, "half"],
  [/\b(full|long) sleeves?\b|\bcuffs\b|\bcuff\b/, "long"],
];

/** What a garment noun says about sleeves when the words say nothing more. */
const SLEEVES_BY_NOUN: readonly Cue<{ garment: Garment; sleeves: Sleeves }>[] = [
  [/\bjerkins?\b/, { garment: "jacket", sleeves: "none" }],
  [/\bvests?\b/, { garment: "vest", sleeves: "none" }],
  [/\bbandis?\b/, { garment: "bandi", sleeves: "none" }],
  [/\bwaistcoats?\b/, { garment: "waistcoat", sleeves: "none" }],
  [/(?<!sweat )\b(t shirts?|tees?)\b/, { garment: "tshirt", sleeves: "half" }],
  [/\bpolos?\b/, { garment: "polo", sleeves: "half" }],
  [/\bsweat ?(t shirts?|tees?|shirts?)\b/, { garment: "sweatshirt", sleeves: "long" }],
];

const COLLARS: readonly Neckline[] = ["collar", "button-down", "cutaway", "camp", "polo"];

const NECKLINE_CUES: readonly Cue<readonly Neckline[]>[] = [
  [/\b(crew|round) neck\b/, ["crew", "scoop"]],
  [/\bv neck\b/, ["vee"]],
  [/\bhenleys?\b/, ["henley"]],
  [/\bpolos?\b/, ["polo"]],
  [/\bhood(ed)?\b/, ["hood"]],
  [/\bbutton down\b/, ["button-down"]],
  [/\bcamp collar\b/, ["camp"]],
  [/\bcutaway collar\b/, ["cutaway"]],
  [/\b(mandarin|band|nehru|high|jodhpuri) collar\b|\bclosed neck\b/, ["band", "stand"]],
  [/\bstand collar\b/, ["stand", "band"]],
  [/\bpeak lapels?\b/, ["peak-lapel"]],
  [/\bnotch lapels?\b/, ["notch-lapel"]],
  [/\bshawl lapels?\b/, ["shawl-lapel"]],
  [/\b(spread|classic|short|structured|open|point|sherpa lined|sherpa) collar\b/, COLLARS],
];

/** Necklines a picture may only show when its words name them. */
const NAMED_NECKLINES: readonly Neckline[] = [
  "vee",
  "henley",
  "hood",
  "camp",
  "cutaway",
  "button-down",
  "peak-lapel",
  "shawl-lapel",
];

const PATTERN_CUES: readonly Cue<readonly Pattern[]>[] = [
  [/\bmicro ?check\b|\bfine check\b/, ["micro-check"]],
  [/\bcheck(s|ed)?\b|\bgingham\b|\bplaid\b/, ["check", "micro-check"]],
  [/\bpinstripes?\b/, ["pinstripe"]],
  [/\bstripes?\b|\bstriped\b/, ["stripe", "pinstripe"]],
  [/\bleopard\b|\banimal print\b/, ["animal"]],
  [/\bflorals?\b/, ["floral"]],
  [/\bleaf print\b/, ["leaf"]],
  [/\bline print\b|\bgraphic\b/, ["graphic"]],
  [/\bpaisley\b/, ["print", "brocade"]],
  [/\bprint(ed)?\b/, ["print", "floral", "leaf", "graphic", "animal"]],
  [/\bcable\b/, ["cable"]],
  [/\bwaffle\b|\bpiqu(e|é)/, ["waffle"]],
  [/\bcotton rib\b|\brib (vest|knit)\b/, ["rib"]],
  [/\bcorduroy\b/, ["corduroy"]],
  [/\bquilt(ed|ing)\b(?! lining)/, ["quilted"]],
  [/\bbrocade\b|\bjacquard\b/, ["brocade"]],
  [/\bsequins?\b/, ["sequin", "embroidered"]],
  [/\bembroider(y|ed)\b|\bzardozi\b|\bchikankari\b|\bthread ?work\b|\bhandwork\b|\bresham\b/, ["embroidered"]],
  [/\b(zari|gold|silver|copper|gold zari|silver zari|copper zari) borders?\b|\bgold bordered\b/, ["zari-border"]],
  [/\blinen\b|\bslub\b|\braw silk\b/, ["slub"]],
  [/\boxford\b/, ["oxford"]],
  [/\btwill\b|\bdiagonal texture\b/, ["twill"]],
  [/\bmelange\b|\bheather(ed)?\b/, ["textured"]],
];

/** Cloths a picture may only show when its words name them (plain weaves need no word). */
const NAMED_PATTERNS: readonly Pattern[] = [
  "check",
  "micro-check",
  "stripe",
  "pinstripe",
  "print",
  "floral",
  "leaf",
  "graphic",
  "animal",
  "cable",
  "waffle",
  "corduroy",
  "quilted",
  "brocade",
  "sequin",
  "embroidered",
];

const DETAIL_CUES: readonly Cue<Detail>[] = [
  [/\bfrench cuffs?\b/, "french-cuffs"],
  [/\bpleat(s|ed)?\b/, "pleats"],
  [/\bconcealed placket\b/, "concealed-placket"],
  [/\bangled placket\b/, "angled-placket"],
  [/\bdrop(ped)? shoulders?\b/, "drop-shoulder"],
  [/\btwo chest pockets\b|\bchest flap pockets\b/, "two-chest-pockets"],
  [/\ba chest pocket\b/, "chest-pocket"],
  [/\bshaped hem\b/, "shaped-hem"],
  [/\bsnap front\b/, "snap-front"],
  [/\bsherpa\b/, "sherpa-collar"],
  [/\brolled hems?\b/, "rolled-hems"],
  [/\bwide leg\b/, "wide-leg"],
  [/\bcropped (leg|trousers)\b/, "cropped"],
  [/\b(elastic|drawcord|drawstring) waist\b|\binner drawcord\b/, "elastic-waist"],
  [/\beight metre\b|\bdouble dhoti\b/, "double-length"],
  [/\bshort chain\b/, "chain"],
  [/\bsatin (peak |notch |shawl )?lapels\b/, "contrast-lapels"],
  [/\bbonded seams\b/, "bonded-seams"],
];

/** Details a picture may only show when its words name them. */
const NAMED_DETAILS: readonly Detail[] = ["french-cuffs", "open-front", "drop-shoulder", "pleats", "two-chest-pockets"];

const NUMBERS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4 };

function matches<T>(text: string, cues: readonly Cue<T>[]): T[] {
  return cues.filter(([re]) => re.test(text)).map(([, v]) => v);
}

type Drawn = { role: Role; shown: Shown };

/** How the words place the picture, and the compositions that show it so. */
const SCENE_CUES: readonly Cue<string>[] = [
  [/\btailor s form\b/, "form"],
  [/\bclose up\b/, "detail"],
  [/\blaid (flat|out)\b/, "flatlay"],
];

/**
 * Every way the picture a request draws and its words disagree, as readable sentences
 * (empty when they agree). Garments the scene adds around the item (neighbours on a rail,
 * the shirts beside a form) may be named; a shop interior may show anything.
 *
 * What the words claim must be drawn; what is drawn must be licensed by the words. A
 * close-up frames part of the item, so only its alt makes claims (the pieces sold beside
 * the garment are out of frame), while the title and description still license what it shows.
 */
export function agreementProblems(words: Words, req: ImageRequest): string[] {
  const problems: string[] = [];
  const art = req.art;
  const scenery = sceneryOf(req);
  const composition = compositionFor(req);
  const close = composition === "detail";
  const text = (...parts: (string | undefined)[]) => normalise(parts.filter(Boolean).join(" . "), words.brand);
  const licenceNaming = text(words.title, words.look, words.alongside);
  const licence = text(licenceNaming, words.description);
  const claimNaming = close ? text(words.look) : licenceNaming;
  const claim = close ? claimNaming : licence;
  const drawn: Drawn[] = shownOutfit(art).filter((d) => !close || d.role !== "with");
  // The plain shirt a jacket is shown over is styling: it may be named, it need not be.
  const pieces = drawn.filter((d) => d.role !== "styling");
  const main = drawn.find((d) => d.role === "main")!.shown;
  const everyDetail = new Set(drawn.flatMap((d) => d.shown.details));
  const surfaces = new Set(pieces.flatMap((d) => d.shown.patterns));

  // The scene: a tailor's form, a close-up, a flat lay are said when, and only when, drawn.
  const look = normalise(words.look);
  for (const [re, scene] of SCENE_CUES) {
    if (re.test(look) && composition !== scene) problems.push(`the words say ${scene}, the picture is ${composition}`);
    if (!re.test(look) && composition === scene) problems.push(`the picture is ${scene}, the words do not say so`);
  }

  // Pieces: every garment the words name is drawn, and every piece drawn is named.
  const claimed = matches(claimNaming, GARMENT_CUES);
  const licensed = matches(licenceNaming, GARMENT_CUES);
  const claimedWorn = matches(claimNaming, WORN_CUES);
  const licensedWorn = matches(licenceNaming, WORN_CUES);
  for (const options of claimed) {
    const inPicture = drawn.some((d) => options.includes(d.shown.garment));
    const inScene = scenery === null || scenery.some((g) => options.includes(g));
    if (!inPicture && !inScene) problems.push(`the words name a ${options[0]}, the picture has none`);
  }
  for (const w of claimedWorn) {
    const inPicture =
      everyDetail.has(w.detail) || (w.garment !== undefined && pieces.some((d) => d.shown.garment === w.garment));
    if (!inPicture) problems.push(`the words name a ${w.detail}, the picture has none`);
  }
  for (const d of scenery === null ? [] : pieces) {
    const named =
      licensed.some((options) => options.includes(d.shown.garment)) ||
      licensedWorn.some((w) => w.garment === d.shown.garment);
    if (!named) problems.push(`the picture shows a ${d.shown.garment} (${d.role}) the words do not name`);
  }

  // A suit is a jacket with its trousers; a three-piece adds the waistcoat; a set or pack
  // is more than one piece. (A close-up shows part of a set.)
  if (!close) {
    const hasTrousers = pieces.some((d) => d.shown.garment === "trousers");
    if (/\bsuits?\b(?! jackets?)/.test(claimNaming) && !hasTrousers)
      problems.push("the words name a suit, the picture has no trousers");
    if (/\bthree piece\b/.test(claimNaming) && !everyDetail.has("waistcoat"))
      problems.push("the words name a three-piece, the picture has no waistcoat");
    if (/\b(set|pack|combo|two piece|three piece)\b/.test(claimNaming) && pieces.length < 2)
      problems.push(`the words name a set, the picture shows ${pieces.length} piece`);
    for (const m of claim.matchAll(/\b(two|three|four) (?:[a-z]+ ){0,2}?(vests|briefs|trunks|shirts|tees)\b/g)) {
      const want = NUMBERS[m[1]!]!;
      const options = matches(m[2]!, GARMENT_CUES).flat();
      const have = pieces.filter((d) => options.includes(d.shown.garment)).length;
      const aroundIt = scenery === null || scenery.some((g) => options.includes(g));
      if (have < want && !aroundIt) problems.push(`the words name ${m[1]} ${m[2]}, the picture shows ${have}`);
    }
  }

  // A plain dhoti is unstitched cloth, shown draped; a velcro or ready-to-wear one is stitched.
  const dhotis = pieces.filter((d) => d.shown.garment === "dhoti" || d.shown.garment === "ready-dhoti");
  if (/\bdhotis?\b/.test(licenceNaming) && dhotis.length) {
    const ready = /\bvelcro\b|\bready to wear\b|\bready dhoti\b/.test(licence);
    for (const d of dhotis)
      if (d.shown.draped === ready)
        problems.push(
          ready
            ? "the words name a ready-to-wear dhoti, the picture drapes cloth"
            : "the words name an unstitched dhoti, the picture shows it stitched",
        );
  }

  // Sleeves and neckline of the main garment.
  if (isTop(main.garment)) {
    const said = (t: string) =>
      matches(t, SLEEVE_CUES)[0] ?? matches(t, SLEEVES_BY_NOUN).find((c) => c.garment === main.garment)?.sleeves;
    const claimedSleeves = said(claim);
    if (claimedSleeves && main.sleeves !== claimedSleeves)
      problems.push(`the words say ${claimedSleeves} sleeves, the picture shows ${main.sleeves}`);
    if (main.sleeves !== "long" && said(licence) !== main.sleeves)
      problems.push(`the picture shows ${main.sleeves} sleeves the words do not mention`);
    const worn = (options: readonly Neckline[]) =>
      options.includes(main.neckline!) || pieces.some((d) => d.role !== "main" && options.includes(d.shown.neckline!));
    for (const options of matches(claim, NECKLINE_CUES))
      if (!worn(options)) problems.push(`the words say a ${options[0]} neckline, the picture shows ${main.neckline}`);
    const usual = TOPS[main.garment]!.neck;
    if (
      NAMED_NECKLINES.includes(main.neckline!) &&
      main.neckline !== usual &&
      !matches(licence, NECKLINE_CUES).some((options) => options.includes(main.neckline!))
    )
      problems.push(`the picture shows a ${main.neckline} neckline the words do not mention`);
  }

  // The cloth: every pattern the words name is in the picture, and every marked pattern drawn is named.
  const denimCue = /\bdenim\b|\bjeans\b/;
  const claimedPatterns = [
    ...matches(claim, PATTERN_CUES),
    ...(denimCue.test(claimNaming) ? [["denim"] as const] : []),
  ];
  const licensedPatterns = matches(licence, PATTERN_CUES);
  for (const options of claimedPatterns)
    if (!options.some((p) => surfaces.has(p)))
      problems.push(`the words name a ${options[0]} cloth, the picture shows ${[...surfaces].join(", ")}`);
  for (const p of surfaces) {
    const named = p === "denim" ? denimCue.test(licenceNaming) : licensedPatterns.some((o) => o.includes(p));
    if ((p === "denim" || NAMED_PATTERNS.includes(p)) && !named)
      problems.push(`the picture shows a ${p} cloth the words do not mention`);
  }

  // Details of the cut the generator knows.
  const details = (t: string, tNaming: string) => {
    const found = new Set(matches(t, DETAIL_CUES));
    if (/\bopen front\b|\bworn open\b|\bopen over\b/.test(tNaming) || /\bopen front\b/.test(t)) found.add("open-front");
    return found;
  };
  for (const d of details(claim, claimNaming))
    if (!everyDetail.has(d)) problems.push(`the words name ${d}, the picture does not show it`);
  const licensedDetails = details(licence, licenceNaming);
  for (const d of NAMED_DETAILS)
    if (everyDetail.has(d) && !licensedDetails.has(d)) problems.push(`the picture shows ${d} the words do not mention`);

  return problems;
}
