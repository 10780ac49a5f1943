import * as z from "zod/mini";
import { readFields } from "../forms/submission.ts";
import { parseRecordId } from "../record-id.ts";
import { line, paragraph, text } from "../forms/fields.ts";
import {
  MEASUREMENT_NOTE_MAX,
  MEASURES,
  NOTE_MAX,
  OTHER_MEASURES_MAX,
  parseInches,
  type MeasureKey,
  type MeasurementInput,
  type Measures,
} from "./measurements.ts";

/**
 * The customer page's two forms, a note and a set of measurements, read the one way
 * (lib/forms: Conform's parse, a FormReply back). Their words are the page's own
 * ("Write the note first."); the control-character rule is characters.ts's. Server
 * side only: the page draws its fields from measurements.ts without zod.
 */

export const noteSchema = z.object({
  body: paragraph("A note", NOTE_MAX, { required: "Write the note first." }),
});

/** Inches as staff type them from a tape ("40 1/2", "15½"), within the measure's range; blank is null. */
const inches = ({ label, min, max }: (typeof MEASURES)[number]) =>
  z.transform((raw: unknown, ctx): number | null => {
    const value = typeof raw === "string" ? parseInches(raw) : null;
    if (value === "invalid") {
      ctx.issues.push({ code: "custom", input: raw, message: `${label}: write inches, like 40 or 40.5.` });
      return null;
    }
    if (value !== null && (value < min || value > max)) {
      ctx.issues.push({ code: "custom", input: raw, message: `${label} should be between ${min} and ${max} inches.` });
    }
    return value;
  });

/** `today` (YYYY-MM-DD, the store's calendar): a blank date taken, and the latest one allowed. */
export const measurementSchema = (today: string) =>
  z.object({
    ...(Object.fromEntries(MEASURES.map((measure) => [measure.key, inches(measure)])) as Record<
      MeasureKey,
      ReturnType<typeof inches>
    >),
    takenOn: z.pipe(
      z.transform((raw: unknown) => (typeof raw === "string" && raw ? raw : today)),
      z.string().check(
        z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
          message: "Please pick the date they were taken.",
          abort: true,
        }),
        z.refine((v) => v <= today, "The date taken cannot be in the future."),
      ),
    ),
    other: line("Other measurements", OTHER_MEASURES_MAX),
    note: line("A note", MEASUREMENT_NOTE_MAX),
  });

export function readNote(fields: Record<string, unknown>) {
  return readFields(fields, noteSchema);
}

/** A record needs at least one measure, or the "other" line: said for the form as a whole, once each field is right. */
export function readMeasurement(fields: Record<string, unknown>, today: string) {
  const submission = readFields(fields, measurementSchema(today));
  if (submission.status !== "success") return { ok: false, submission, reply: submission.reply() } as const;
  const { takenOn, note, other, ...rest } = submission.value;
  const measures = rest as Measures;
  if (MEASURES.every(({ key }) => measures[key] === null) && other === "") {
    return {
      ok: false,
      submission,
      reply: submission.reply({ formErrors: ["Write at least one measurement."] }),
    } as const;
  }
  const value: MeasurementInput = { measures, other, takenOn, note };
  return { ok: true, submission, value } as const;
}

const recordSchema = z.object({
  id: z.pipe(
    text("Id"),
    z.transform((value: string) => parseRecordId(value)),
  ),
});

/** A delete button's note or measurement: its id, or null when the post names none a table could hold. */
export function readRecordId(fields: Record<string, unknown>): number | null {
  const submission = readFields(fields, recordSchema);
  return submission.status === "success" ? submission.value.id : null;
}
