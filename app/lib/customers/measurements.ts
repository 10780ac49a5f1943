import { hasControlCharacter } from "../text/characters.ts";

/**
 * A tailor's measurements of a client: the five a menswear counter takes most
 * (chest, waist, sleeve, inseam, neck), in inches as the tape reads them, to the
 * quarter inch. A record may leave some blank (only the neck and sleeve for a shirt);
 * it needs at least one. Pure: the customer page's form and the server both use it.
 */
export const MEASURES = [
  { key: "chest", label: "Chest" },
  { key: "waist", label: "Waist" },
  { key: "sleeve", label: "Sleeve" },
  { key: "inseam", label: "Inseam" },
  { key: "neck", label: "Neck" },
] as const;

export type MeasureKey = (typeof MEASURES)[number]["key"];
export type Measures = Record<MeasureKey, number | null>;

/** What a person's body can measure in inches (a child's neck to a large chest), so a typo is caught. */
export const MEASURE_RANGE = { min: 5, max: 80 } as const;
export const NOTE_MAX = 1000;
export const MEASUREMENT_NOTE_MAX = 200;

export type MeasurementErrors = Partial<Record<MeasureKey | "takenOn" | "note" | "form", string>>;

export type MeasurementInput = { measures: Measures; takenOn: string; note: string };

/** "40", "40.5", "40 1/2", "40½": what staff type from a tape, as inches to the quarter. */
export function parseInches(raw: string): number | null | "invalid" {
  const text = raw.trim().replace(/\s*(in|inch|inches|")$/i, "");
  if (text === "") return null;
  const fractions: Record<string, number> = { "¼": 0.25, "½": 0.5, "¾": 0.75, "1/4": 0.25, "1/2": 0.5, "3/4": 0.75 };
  const match = /^(\d{1,3})(?:(\.\d{1,2})|\s*(¼|½|¾)|\s+(1\/4|1\/2|3\/4))?$/.exec(text);
  if (!match) return "invalid";
  const whole = Number(match[1]);
  const part = match[2] ? Number(match[2]) : match[3] || match[4] ? fractions[(match[3] ?? match[4])!]! : 0;
  const value = Math.round((whole + part) * 4) / 4;
  return value;
}

/** A note on a customer as staff wrote it (line breaks kept), or the reason it cannot be kept. */
export function validateNote(body: unknown): { ok: true; body: string } | { ok: false; error: string } {
  const text = typeof body === "string" ? body.trim() : "";
  if (!text) return { ok: false, error: "Write the note first." };
  if (hasControlCharacter(text, { multiLine: true })) {
    return { ok: false, error: "A note cannot contain control characters (line breaks are fine)." };
  }
  if (text.length > NOTE_MAX) return { ok: false, error: `A note can be at most ${NOTE_MAX} characters.` };
  return { ok: true, body: text };
}

/** Reads the form's fields; `today` (YYYY-MM-DD, store calendar) bounds the date taken. */
export function validateMeasurement(
  fields: Record<string, unknown>,
  today: string,
): { ok: true; data: MeasurementInput } | { ok: false; errors: MeasurementErrors } {
  const errors: MeasurementErrors = {};
  const measures = {} as Measures;
  for (const { key, label } of MEASURES) {
    const raw = fields[key];
    const value = typeof raw === "string" ? parseInches(raw) : null;
    if (value === "invalid") errors[key] = `${label}: write inches, like 40 or 40.5.`;
    else if (value !== null && (value < MEASURE_RANGE.min || value > MEASURE_RANGE.max)) {
      errors[key] = `${label} should be between ${MEASURE_RANGE.min} and ${MEASURE_RANGE.max} inches.`;
    }
    measures[key] = value === "invalid" ? null : value;
  }
  const takenOn = typeof fields.takenOn === "string" && fields.takenOn ? fields.takenOn : today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(takenOn) || Number.isNaN(Date.parse(`${takenOn}T00:00:00Z`))) {
    errors.takenOn = "Please pick the date they were taken.";
  } else if (takenOn > today) errors.takenOn = "The date taken cannot be in the future.";
  const note = typeof fields.note === "string" ? fields.note.trim() : "";
  if (hasControlCharacter(note)) errors.note = "The note cannot contain control characters.";
  else if (note.length > MEASUREMENT_NOTE_MAX)
    errors.note = `A note can be at most ${MEASUREMENT_NOTE_MAX} characters.`;
  if (Object.keys(errors).length === 0 && MEASURES.every(({ key }) => measures[key] === null)) {
    errors.form = "Write at least one measurement.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: { measures, takenOn, note } };
}

/** 40.25 → "40¼": how a tailor writes it. */
export function formatInches(value: number): string {
  const whole = Math.floor(value);
  const part = value - whole;
  const fraction = part === 0.25 ? "¼" : part === 0.5 ? "½" : part === 0.75 ? "¾" : "";
  return fraction ? `${whole}${fraction}` : String(Math.round(value * 100) / 100);
}

/** "Chest 40 · Waist 34½ · Neck 15½ (inches)": a record on one line, blanks left out. */
export function measuresLine(measures: Measures): string {
  const parts = MEASURES.filter(({ key }) => measures[key] !== null).map(
    ({ key, label }) => `${label} ${formatInches(measures[key]!)}`,
  );
  return parts.length ? `${parts.join(" · ")} (inches)` : "";
}
