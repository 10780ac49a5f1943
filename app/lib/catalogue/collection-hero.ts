// zod/mini, as the collection form: the staff collection page loads these rules too.
import * as z from "zod/mini";
import { foldedLine, line } from "../forms/fields.ts";
import { readSubmission } from "../forms/submission.ts";
import { charCount } from "../text/characters.ts";
import { moveStep } from "./ordering.ts";

/**
 * A collection hero's hand-written badges and figures (issue 32): the pill above the
 * title ("New Summer Collection"), the tag on the picture ("Limited Edition") and a
 * short list of figures ("24/7 Customer Support"), kept in the collection's row and
 * edited in its staff page. The rating lines are not among them: the reviews compute
 * those (lib/reviews/shown-figures.ts). Bounds keep the hero whole at 375 px: its row
 * of figures has three columns (one or two leave the rest empty).
 */
export const HERO_LIMITS = {
  badge: 40,
  tag: 30,
  // "{customersShort}" fits; a typed figure of 16 characters still fits its column at 375 px in two lines.
  figureValue: 16,
  figureLabel: 30,
  figures: 3,
  altMin: 5,
  alt: 200,
} as const;

export type HeroFigure = { value: string; label: string };
export type HeroBadges = { badge: string; tag: string; figures: HeroFigure[] };

/** The name of a figure row's field: `figure-<row>-value`, `figure-<row>-label`. */
export const figureField = (row: number, part: "value" | "label") => `figure-${row}-${part}`;

/**
 * The figures the store keeps in Settings that a figure may name ("{customersShort}"
 * shows "10k+"). The rating and the review count are not: every page states the one
 * rating claim, computed from reviews once there are enough.
 */
export const FIGURE_PLACEHOLDERS = ["{customers}", "{customersShort}"] as const;

function unknownPlaceholder(value: string): boolean {
  let rest = value;
  for (const known of FIGURE_PLACEHOLDERS) rest = rest.replaceAll(known, "");
  return /[{}]/.test(rest);
}

/** Rows the form may post: the figures there are, and the blank one for a new figure. */
const ROWS = HERO_LIMITS.figures + 1;

/**
 * The badges form as posted. Each figure row is its two fields; a row left blank is
 * no figure (the blank row for adding one, or a figure emptied by staff), a row with
 * one half is refused on the empty half. `order`, when the post is a move or a
 * removal, says which rows stay and in what order (the rows as posted, by index).
 */
export function heroBadgesSchema(order?: (rows: number[]) => number[]) {
  const figureShape: Record<string, ReturnType<typeof foldedLine>> = {};
  for (let row = 0; row < ROWS; row++) {
    figureShape[figureField(row, "value")] = foldedLine(`Figure ${row + 1}`, HERO_LIMITS.figureValue);
    figureShape[figureField(row, "label")] = foldedLine(`Label of figure ${row + 1}`, HERO_LIMITS.figureLabel);
  }
  return z.pipe(
    z
      .object({
        heroBadge: foldedLine("Badge above the title", HERO_LIMITS.badge),
        heroTag: foldedLine("Tag on the picture", HERO_LIMITS.tag),
        ...figureShape,
      })
      .check(
        z.superRefine((v, ctx) => {
          const values = v as Record<string, string>;
          const issue = (path: string, message: string) =>
            ctx.addIssue({ code: "custom", input: v, path: [path], message });
          let filled = 0;
          // The hero lists its figures by label: two alike would read as one said twice.
          const labels = new Set<string>();
          for (let row = 0; row < ROWS; row++) {
            const value = values[figureField(row, "value")] ?? "";
            const label = values[figureField(row, "label")] ?? "";
            if (!value && !label) continue;
            filled++;
            if (!value) issue(figureField(row, "value"), `Figure ${row + 1} needs its figure, e.g. 24/7.`);
            if (!label) issue(figureField(row, "label"), `Figure ${row + 1} needs a label, e.g. Customer Support.`);
            if (label && labels.has(label.toLowerCase())) {
              issue(figureField(row, "label"), `Figure ${row + 1} has the label of another figure.`);
            }
            labels.add(label.toLowerCase());
            if (unknownPlaceholder(value)) {
              issue(
                figureField(row, "value"),
                "A figure can name {customers} or {customersShort} from Settings; the rating line states the rating.",
              );
            }
          }
          if (filled > HERO_LIMITS.figures) {
            issue(figureField(HERO_LIMITS.figures, "value"), `A hero has room for ${HERO_LIMITS.figures} figures.`);
          }
        }),
      ),
    z.transform((v): HeroBadges => {
      const values = v as Record<string, string>;
      const rows = Array.from({ length: ROWS }, (_, row) => row);
      const kept = order ? order(rows) : rows;
      return {
        badge: values.heroBadge ?? "",
        tag: values.heroTag ?? "",
        figures: kept
          .map((row) => ({
            value: values[figureField(row, "value")] ?? "",
            label: values[figureField(row, "label")] ?? "",
          }))
          .filter((f) => f.value && f.label),
      };
    }),
  );
}

/**
 * What the badges form's button asked for: Save, or a figure moved (MoveButtons'
 * `figure:up:<row>`) or removed (`figure:delete:<row>`), each saving the form as
 * posted with that change. Null for any other intent.
 */
export type BadgesIntent =
  { kind: "save" } | { kind: "move"; row: number; step: -1 | 1 } | { kind: "delete"; row: number };

export function badgesIntent(intent: string): BadgesIntent | null {
  if (intent === "badges") return { kind: "save" };
  const match = /^figure:(up|down|delete):(\d)$/.exec(intent);
  if (!match) return null;
  const row = Number(match[2]);
  if (match[1] === "delete") return { kind: "delete", row };
  return { kind: "move", row, step: match[1] === "up" ? -1 : 1 };
}

/**
 * Reads the badges form with its button's change applied. A move steps over blank
 * rows, so "Move up" on the second figure swaps it with the first whatever the blank
 * rows between.
 */
export function parseHeroBadges(payload: FormData | URLSearchParams, intent: BadgesIntent) {
  const filled = (rows: number[]) =>
    rows.filter((row) =>
      `${payload.get(figureField(row, "value")) ?? ""}${payload.get(figureField(row, "label")) ?? ""}`.trim(),
    );
  const order =
    intent.kind === "save"
      ? undefined
      : (rows: number[]) => {
          const kept = filled(rows);
          return intent.kind === "delete"
            ? kept.filter((row) => row !== intent.row)
            : moveStep(kept, intent.row, intent.step);
        };
  return readSubmission(payload, heroBadgesSchema(order));
}

/** The hero picture's description, asked for with the file (a picture is never shown undescribed). */
export const heroPictureSchema = z.object({
  alt: line("What it shows", HERO_LIMITS.alt, {
    required: "Say what the photo shows: visitors who cannot see it read that.",
  }).check(
    z.refine(
      (v) => v.length === 0 || charCount(v) >= HERO_LIMITS.altMin,
      `Say what the photo shows in at least ${HERO_LIMITS.altMin} characters: visitors who cannot see it read that.`,
    ),
  ),
});
