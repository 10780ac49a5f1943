import { describe, expect, it } from "vitest";
import { readMeasurement, readNote, readRecordId } from "./customer-forms.ts";
import { formatInches, measuresLine, parseInches } from "./measurements.ts";
import { replyErrors } from "../forms/reply.ts";

/** The server's read of the form: its value, or the first message of each field (the form's own as `form`). */
function validateMeasurement(fields: Record<string, unknown>, today: string) {
  const read = readMeasurement(fields, today);
  if (read.ok) return { ok: true as const, data: read.value };
  const { "": form, ...errors } = replyErrors(read.reply);
  return { ok: false as const, errors: { ...errors, ...(form ? { form } : {}) } as Record<string, string> };
}

describe("inches as staff type them from a tape", () => {
  it("reads whole numbers, decimals and the quarters, to the nearest quarter", () => {
    expect(parseInches("40")).toBe(40);
    expect(parseInches(" 40.5 ")).toBe(40.5);
    expect(parseInches("15 1/2")).toBe(15.5);
    expect(parseInches("15½")).toBe(15.5);
    expect(parseInches("32¾ in")).toBe(32.75);
    expect(parseInches('34"')).toBe(34);
    expect(parseInches("40.3")).toBe(40.25);
    expect(parseInches("")).toBeNull();
  });

  it("refuses what is not a length", () => {
    for (const bad of ["forty", "40cm", "4O", "-3", "40.5.5", "1/2", "100000"])
      expect(parseInches(bad)).toBe("invalid");
  });

  it("writes quarters as a tailor does", () => {
    expect(formatInches(40)).toBe("40");
    expect(formatInches(15.5)).toBe("15½");
    expect(formatInches(32.25)).toBe("32¼");
    expect(formatInches(32.75)).toBe("32¾");
  });
});

describe("a measurement record", () => {
  const today = "2026-11-25";

  it("keeps what was taken, leaves the rest blank, and says it on one line", () => {
    const result = validateMeasurement({ chest: "40", waist: "34 1/2", neck: "15½", sleeve: "", takenOn: "" }, today);
    expect(result).toEqual({
      ok: true,
      data: {
        measures: { chest: 40, waist: 34.5, sleeve: null, inseam: null, neck: 15.5 },
        takenOn: today,
        note: "",
      },
    });
    if (result.ok) expect(measuresLine(result.data.measures)).toBe("Chest 40 · Waist 34½ · Neck 15½ (inches)");
  });

  it("names each wrong field, and refuses an empty record or a date in the future", () => {
    const wrong = validateMeasurement({ chest: "400", waist: "thirty", takenOn: "2026-12-01" }, today);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.errors.chest).toMatch(/between 5 and 80 inches/);
      expect(wrong.errors.waist).toMatch(/write inches/);
      expect(wrong.errors.takenOn).toMatch(/future/);
    }
    const empty = validateMeasurement({ takenOn: today }, today);
    expect(empty).toEqual({ ok: false, errors: { form: "Write at least one measurement." } });
    const dated = validateMeasurement({ neck: "15", takenOn: "2026-02-30x" }, today);
    expect(dated.ok).toBe(false);
  });
});

describe("the customer page's forms answer in the one form result (lib/forms)", () => {
  it("a refused record carries each field's words and what was typed; a refused note its reason", () => {
    const read = readMeasurement({ chest: "400", neck: "15½", note: "Over a kurta" }, "2026-11-25");
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.reply).toMatchObject({
        status: "error",
        error: { chest: ["Chest should be between 5 and 80 inches."] },
        initialValue: { chest: "400", neck: "15½", note: "Over a kurta" },
      });
    }
    const note = readNote({ body: "  " });
    expect(note.status).toBe("error");
    if (note.status !== "success") expect(replyErrors(note.reply())).toEqual({ body: "Write the note first." });
  });
});

describe("a delete button's record id", () => {
  it("is a stored row's id, or none", () => {
    expect(readRecordId({ id: "42" })).toBe(42);
    for (const id of ["", "0", "1e20", "1.5", "-1", "99999999999", "4\u00002"]) expect(readRecordId({ id })).toBeNull();
    expect(readRecordId({})).toBeNull();
  });
});
