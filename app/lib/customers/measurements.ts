/**
 * A tailor's measurements of a client: the five a menswear counter takes most
 * (chest, waist, sleeve, inseam, neck), in inches as the tape reads them, to the
 * quarter inch. A record may leave some blank (only the neck and sleeve for a shirt);
 * it needs at least one. Pure: the customer page's form draws from it, and its reader
 * (customer-forms.ts) checks a posted record.
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
