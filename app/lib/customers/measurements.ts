/**
 * A tailor's measurements of a client, in inches as the tape reads them, to the
 * quarter inch: the girths, then the upper body, then the lengths, in the order a
 * tailor takes them, so the form and every line that lists them read the same way.
 * A record may leave some blank (only the neck and sleeve for a shirt); it needs at
 * least one, or the free "other" line (thigh, knee, what the list does not name).
 * Pure: the customer page's form draws from it, and its reader (customer-forms.ts)
 * checks a posted record. The key is the form field's name and the table's column.
 *
 * Each measure has its own range, wide enough for a boy's first kurta and a large
 * man, narrow enough to catch a figure typed into the wrong box (a chest in the neck).
 */
export const MEASURES = [
  { key: "chest", label: "Chest", min: 16, max: 80 },
  { key: "waist", label: "Waist", min: 14, max: 80 },
  { key: "hip", label: "Hip", min: 16, max: 80 },
  { key: "shoulder", label: "Shoulder", min: 8, max: 30 },
  { key: "sleeve", label: "Sleeve", min: 5, max: 40 },
  { key: "bicep", label: "Bicep", min: 5, max: 30 },
  { key: "neck", label: "Neck", min: 8, max: 30 },
  { key: "collar", label: "Collar", min: 8, max: 30 },
  { key: "shirt_length", label: "Shirt length", min: 12, max: 50 },
  { key: "kurta_length", label: "Kurta length", min: 14, max: 60 },
  { key: "trouser_length", label: "Trouser length", min: 14, max: 55 },
  { key: "inseam", label: "Inseam", min: 8, max: 45 },
] as const;

export type MeasureKey = (typeof MEASURES)[number]["key"];
export type Measures = Record<MeasureKey, number | null>;

export const NOTE_MAX = 1000;
export const MEASUREMENT_NOTE_MAX = 200;
/** The free line for what the list does not name ("Thigh 24, knee 17"). */
export const OTHER_MEASURES_MAX = 200;

export type MeasurementInput = { measures: Measures; other: string; takenOn: string; note: string };

/** "40", "40.5", "40 1/2", "40½": what staff type from a tape, as inches to the quarter. */
export function parseInches(raw: string): number | null | "invalid" {
  const text = raw.trim().replace(/\s*(in|inch|inches|"|″)$/i, "");
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

/**
 * 40 → "101.5 cm", for whoever thinks in centimetres: shown beside the inches, never
 * stored. To the nearest half centimetre, because the quarter inch the tape is read
 * to is 0.64 cm: a finer figure would claim a precision nobody measured.
 */
export function formatCm(inches: number): string {
  const cm = Math.round(inches * 2.54 * 2) / 2;
  return `${Number.isInteger(cm) ? cm : cm.toFixed(1)} cm`;
}

/** What staff typed in a box, in centimetres, or "" while it is not (yet) a length. */
export function typedCm(raw: string): string {
  const value = parseInches(raw);
  return typeof value === "number" && value > 0 ? formatCm(value) : "";
}

/** "Chest 40 · Waist 34½ · Neck 15½ (inches) · Other: thigh 24": a record on one line, blanks left out. */
export function measuresLine(measures: Measures, other = ""): string {
  const parts = MEASURES.filter(({ key }) => measures[key] !== null).map(
    ({ key, label }) => `${label} ${formatInches(measures[key]!)}`,
  );
  const inches = parts.length ? `${parts.join(" · ")} (inches)` : "";
  return [inches, other ? `Other: ${other}` : ""].filter(Boolean).join(" · ");
}

/**
 * How long ago a record was taken, in the words staff read at a glance: "today",
 * "3 days ago", "5 weeks ago", "8 months ago", "1 year 2 months ago". Both dates are
 * store-calendar days (YYYY-MM-DD). Bodies change: the age is what tells a tailor
 * whether to trust a record before cutting cloth.
 */
export function measuredAgo(takenOn: string, today: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${takenOn}T00:00:00Z`)) / 86_400_000);
  if (!Number.isFinite(days) || days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return `${days} days ago`;
  const [ty, tm, td] = takenOn.split("-").map(Number) as [number, number, number];
  const [ny, nm, nd] = today.split("-").map(Number) as [number, number, number];
  const months = (ny - ty) * 12 + (nm - tm) - (nd < td ? 1 : 0);
  if (months < 2) return `${Math.floor(days / 7)} weeks ago`;
  if (months < 12) return `${months} months ago`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearWords = `${years} year${years === 1 ? "" : "s"}`;
  return rest ? `${yearWords} ${rest} month${rest === 1 ? "" : "s"} ago` : `${yearWords} ago`;
}

/** After this many months a record is old enough that the page asks staff to measure again. */
export const REMEASURE_AFTER_MONTHS = 6;

/** Whether a record taken on `takenOn` is older than REMEASURE_AFTER_MONTHS on `today`. */
export function isDated(takenOn: string, today: string): boolean {
  const [ty, tm, td] = takenOn.split("-").map(Number) as [number, number, number];
  const [ny, nm, nd] = today.split("-").map(Number) as [number, number, number];
  return (ny - ty) * 12 + (nm - tm) - (nd < td ? 1 : 0) >= REMEASURE_AFTER_MONTHS;
}

/** "3 Mar 2026": the day a record was taken, with its year (a record may be years old). */
export function measuredOn(takenOn: string): string {
  const [y, m, d] = takenOn.split("-").map(Number) as [number, number, number];
  if (!y || !m || !d) return takenOn;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
