import type { Kysely } from "kysely";
import {
  MEASURES,
  measuredOn,
  measuresLine,
  type MeasurementInput,
  type Measures,
} from "../../lib/customers/measurements.ts";
import { readMeasurement, readNote, readRecordId } from "../../lib/customers/customer-forms.ts";
import type { FormReply } from "../../lib/forms/reply.ts";
import type { Database, Tables } from "../platform/db.server.ts";

/**
 * The shop's memory of a client: staff notes ("prefers a slim collar; wedding on
 * 14 Feb") and a tailor's measurements with the day and who took them, kept by the
 * same customer key as their messages and bookings (E.164 phone, else e-mail), so
 * Orders shows them when that person books. Records are added, never edited: a new
 * measurement is a new row and the history stays; a mistaken one is deleted.
 */
export type CustomerNote = { id: number; body: string; created_at: string; created_by: string };
export type MeasurementRecord = Measures & {
  id: number;
  /** The free line for what the list does not name; "" when none. */
  other: string;
  note: string;
  taken_on: string;
  taken_by: string;
  created_at: string;
};
export type CustomerProfile = { notes: CustomerNote[]; measurements: MeasurementRecord[] };

/** Every measure MEASURES names (a new one is read as soon as it is listed there and in the table). */
const MEASUREMENT_COLUMNS = [
  "id",
  ...MEASURES.map(({ key }) => key),
  "other",
  "note",
  "taken_on",
  "taken_by",
  "created_at",
] as const;

/** Newest first: notes by when they were written, measurements by the day they were taken. */
export async function customerProfile(db: Kysely<Tables>, key: string): Promise<CustomerProfile> {
  const [notes, measurements] = await Promise.all([
    db
      .selectFrom("customer_notes")
      .select(["id", "body", "created_at", "created_by"])
      .where("customer_key", "=", key)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(100)
      .execute(),
    db
      .selectFrom("customer_measurements")
      .select(MEASUREMENT_COLUMNS)
      .where("customer_key", "=", key)
      .orderBy("taken_on", "desc")
      .orderBy("id", "desc")
      .limit(50)
      .execute(),
  ]);
  return { notes, measurements: measurements.map(numeric) };
}

/** What a booking card shows of its person: the latest measurements and note, and how many notes there are. */
export type ProfileSummary = { measurement: MeasurementRecord | null; note: CustomerNote | null; notes: number };

export async function profileSummaries(
  db: Kysely<Tables>,
  keys: readonly string[],
): Promise<Map<string, ProfileSummary>> {
  const map = new Map<string, ProfileSummary>();
  const unique = [...new Set(keys)];
  if (unique.length === 0) return map;
  const [notes, measurements] = await Promise.all([
    db
      .selectFrom("customer_notes")
      .select(["customer_key", "id", "body", "created_at", "created_by"])
      .where("customer_key", "in", unique)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("customer_measurements")
      .select(["customer_key", ...MEASUREMENT_COLUMNS])
      .where("customer_key", "in", unique)
      .orderBy("taken_on", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  const entry = (key: string) => {
    let summary = map.get(key);
    if (!summary) map.set(key, (summary = { measurement: null, note: null, notes: 0 }));
    return summary;
  };
  for (const { customer_key, ...note } of notes) {
    const summary = entry(customer_key);
    summary.notes++;
    summary.note ??= note;
  }
  for (const { customer_key, ...record } of measurements) entry(customer_key).measurement ??= numeric(record);
  return map;
}

/** `body`: the note as its form read it (customer-forms.ts). */
export async function addNote(database: Database, key: string, body: string, staff: string, now = new Date()) {
  await database.db
    .insertInto("customer_notes")
    .values({ customer_key: key, body, created_at: now.toISOString(), created_by: staff })
    .execute();
}

export async function addMeasurement(
  database: Database,
  key: string,
  input: MeasurementInput,
  staff: string,
  now = new Date(),
): Promise<void> {
  await database.db
    .insertInto("customer_measurements")
    .values({
      customer_key: key,
      ...input.measures,
      other: input.other,
      note: input.note,
      taken_on: input.takenOn,
      taken_by: staff,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Deletes one of this person's notes or measurement records; false if it was already gone. */
export async function deleteRecord(
  database: Database,
  key: string,
  what: "note" | "measurement",
  id: number,
): Promise<boolean> {
  const table = what === "note" ? "customer_notes" : "customer_measurements";
  const result = await database.db
    .deleteFrom(table)
    .where("id", "=", id)
    .where("customer_key", "=", key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Whether the shop holds anything about this key: a customer page exists for them even without messages. */
export async function hasProfile(db: Kysely<Tables>, key: string): Promise<boolean> {
  const [note, measurement] = await Promise.all([
    db.selectFrom("customer_notes").select("id").where("customer_key", "=", key).executeTakeFirst(),
    db.selectFrom("customer_measurements").select("id").where("customer_key", "=", key).executeTakeFirst(),
  ]);
  return Boolean(note || measurement);
}

/** PostgreSQL's double precision and SQLite's real both come back as numbers; null stays null. */
function numeric<T extends Measures>(row: T): T {
  const copy = { ...row };
  for (const { key } of MEASURES) copy[key] = row[key] === null ? null : Number(row[key]);
  return copy;
}

export const NOTE_INTENTS = ["add-note", "add-measurement", "delete-note", "delete-measurement"] as const;

export type NoteActionResult = {
  ok: boolean;
  notice: string;
  intent: (typeof NOTE_INTENTS)[number];
  /** A refused form's one result (lib/forms): each field's problem and what was typed, so nothing is typed twice. */
  reply?: FormReply;
};

export function isNoteIntent(value: unknown): value is (typeof NOTE_INTENTS)[number] {
  return NOTE_INTENTS.includes(value as (typeof NOTE_INTENTS)[number]);
}

/** The customer page's note and measurement forms, after requireAdmin. `today`: the store-calendar date. */
export async function runNoteAction(
  database: Database,
  key: string,
  form: FormData,
  staff: string,
  today: string,
): Promise<NoteActionResult> {
  const intent = form.get("intent") as (typeof NOTE_INTENTS)[number];
  const fields = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
  switch (intent) {
    case "add-note": {
      const read = readNote(fields);
      if (read.status !== "success") {
        const reply = read.reply();
        return { ok: false, intent, notice: reply.error?.body?.[0] ?? "", reply };
      }
      await addNote(database, key, read.value.body, staff);
      return { ok: true, intent, notice: "Note saved." };
    }
    case "add-measurement": {
      const read = readMeasurement(fields, today);
      if (!read.ok) {
        const notice = read.reply.error?.[""]?.[0] ?? "Please correct the highlighted measurements.";
        return { ok: false, intent, notice, reply: read.reply };
      }
      await addMeasurement(database, key, read.value, staff);
      const { measures, other, takenOn } = read.value;
      return {
        ok: true,
        intent,
        notice: `Measurements of ${measuredOn(takenOn)} saved: ${measuresLine(measures, other)}.`,
      };
    }
    default: {
      const id = readRecordId(fields);
      const what = intent === "delete-note" ? "note" : "measurement";
      const deleted = id !== null && (await deleteRecord(database, key, what, id));
      return {
        ok: true,
        intent,
        notice: deleted ? `The ${what} was deleted.` : `That ${what} was already deleted.`,
      };
    }
  }
}
