import { describe, expect, it } from "vitest";
import { readMeasurement, readNote, readRecordId } from "./customer-forms.ts";
import {
  formatCm,
  formatInches,
  isDated,
  MEASURES,
  measuredAgo,
  measuredOn,
  measuresLine,
  parseInches,
  typedCm,
  type Measures,
} from "./measurements.ts";
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
    expect(parseInches("34″")).toBe(34);
    expect(parseInches("40 1/2")).toBe(40.5);
    expect(parseInches("15 ¾")).toBe(15.75);
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

const blank = Object.fromEntries(MEASURES.map(({ key }) => [key, null])) as Measures;

describe("a measurement record", () => {
  const today = "2026-11-25";

  it("keeps what was taken, leaves the rest blank, and says it on one line", () => {
    const result = validateMeasurement({ chest: "40", waist: "34 1/2", neck: "15½", sleeve: "", takenOn: "" }, today);
    expect(result).toEqual({
      ok: true,
      data: {
        measures: { ...blank, chest: 40, waist: 34.5, neck: 15.5 },
        other: "",
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
      expect(wrong.errors.chest).toMatch(/between 16 and 80 inches/);
      expect(wrong.errors.waist).toMatch(/write inches/);
      expect(wrong.errors.takenOn).toMatch(/future/);
    }
    const empty = validateMeasurement({ takenOn: today }, today);
    expect(empty).toEqual({ ok: false, errors: { form: "Write at least one measurement." } });
    const dated = validateMeasurement({ neck: "15", takenOn: "2026-02-30x" }, today);
    expect(dated.ok).toBe(false);
  });
});

describe("issue 38's measures: shoulder, the lengths, hip, bicep, collar and a free line", () => {
  const today = "2026-11-25";
  const full = {
    chest: "40",
    waist: "34 1/2",
    hip: "39½",
    shoulder: "18",
    sleeve: "25.25",
    bicep: "13 3/4",
    neck: "15½",
    collar: "16",
    shirt_length: "30",
    kurta_length: "40 1/2",
    trouser_length: "41",
    inseam: "31",
  };

  it("reads every one as inches typed from a tape, fractions included", () => {
    const result = validateMeasurement({ ...full, other: "Thigh 24, knee 17", takenOn: "2026-11-01" }, today);
    expect(result).toEqual({
      ok: true,
      data: {
        measures: {
          chest: 40,
          waist: 34.5,
          hip: 39.5,
          shoulder: 18,
          sleeve: 25.25,
          bicep: 13.75,
          neck: 15.5,
          collar: 16,
          shirt_length: 30,
          kurta_length: 40.5,
          trouser_length: 41,
          inseam: 31,
        },
        other: "Thigh 24, knee 17",
        takenOn: "2026-11-01",
        note: "",
      },
    });
    if (result.ok)
      expect(measuresLine(result.data.measures, result.data.other)).toBe(
        "Chest 40 · Waist 34½ · Hip 39½ · Shoulder 18 · Sleeve 25¼ · Bicep 13¾ · Neck 15½ · Collar 16 · " +
          "Shirt length 30 · Kurta length 40½ · Trouser length 41 · Inseam 31 (inches) · Other: Thigh 24, knee 17",
      );
  });

  it("keeps each within a range a body has, and names the measure and its range when not", () => {
    const cases: Array<[keyof typeof full, string, string]> = [
      ["shoulder", "45", "Shoulder should be between 8 and 30 inches."],
      ["collar", "40", "Collar should be between 8 and 30 inches."],
      ["bicep", "2", "Bicep should be between 5 and 30 inches."],
      ["hip", "100", "Hip should be between 16 and 80 inches."],
      ["shirt_length", "5", "Shirt length should be between 12 and 50 inches."],
      ["kurta_length", "70", "Kurta length should be between 14 and 60 inches."],
      ["trouser_length", "60", "Trouser length should be between 14 and 55 inches."],
      ["trouser_length", "forty", "Trouser length: write inches, like 40 or 40.5."],
    ];
    for (const [key, typed, message] of cases) {
      const result = validateMeasurement({ [key]: typed, takenOn: today }, today);
      expect(result, `${key} ${typed}`).toEqual({ ok: false, errors: { [key]: message } });
    }
    // The ends of each range are inside it.
    for (const { key, min, max } of MEASURES) {
      expect(validateMeasurement({ [key]: String(min) }, today).ok, `${key} ${min}`).toBe(true);
      expect(validateMeasurement({ [key]: String(max) }, today).ok, `${key} ${max}`).toBe(true);
    }
  });

  it("takes a record of only the free line; refuses one too long, in the page's words", () => {
    const other = validateMeasurement({ other: "Thigh 24", takenOn: today }, today);
    expect(other).toMatchObject({ ok: true, data: { measures: blank, other: "Thigh 24" } });
    if (other.ok) expect(measuresLine(other.data.measures, other.data.other)).toBe("Other: Thigh 24");
    const long = validateMeasurement({ neck: "15", other: "x".repeat(201) }, today);
    expect(long).toEqual({ ok: false, errors: { other: "Other measurements can be at most 200 characters." } });
    const blankOther = validateMeasurement({ other: "   " }, today);
    expect(blankOther).toEqual({ ok: false, errors: { form: "Write at least one measurement." } });
  });
});

describe("centimetres beside the inches (display only)", () => {
  it("to the nearest half centimetre, the precision of a quarter inch", () => {
    expect(formatCm(40)).toBe("101.5 cm");
    expect(formatCm(15.5)).toBe("39.5 cm");
    expect(formatCm(34.5)).toBe("87.5 cm");
    expect(formatCm(18)).toBe("45.5 cm");
    expect(formatCm(41)).toBe("104 cm");
    expect(formatCm(13.75)).toBe("35 cm");
  });

  it("of what staff are typing, once it is a length", () => {
    expect(typedCm("40 1/2")).toBe("103 cm");
    expect(typedCm("15½")).toBe("39.5 cm");
    expect(typedCm("")).toBe("");
    expect(typedCm("40 1/")).toBe("");
    expect(typedCm("0")).toBe("");
  });
});

describe("when a record was taken: bodies change", () => {
  it("the day with its year, and how long ago", () => {
    expect(measuredOn("2026-03-03")).toBe("3 Mar 2026");
    expect(measuredAgo("2026-11-25", "2026-11-25")).toBe("today");
    expect(measuredAgo("2026-11-24", "2026-11-25")).toBe("yesterday");
    expect(measuredAgo("2026-11-15", "2026-11-25")).toBe("10 days ago");
    expect(measuredAgo("2026-10-20", "2026-11-25")).toBe("5 weeks ago");
    expect(measuredAgo("2026-03-03", "2026-11-25")).toBe("8 months ago");
    expect(measuredAgo("2025-11-25", "2026-11-25")).toBe("1 year ago");
    expect(measuredAgo("2025-09-03", "2026-11-25")).toBe("1 year 2 months ago");
    expect(measuredAgo("2023-11-26", "2026-11-25")).toBe("2 years 11 months ago");
  });

  it("asks for new ones after six months", () => {
    expect(isDated("2026-05-26", "2026-11-25")).toBe(false);
    expect(isDated("2026-05-25", "2026-11-25")).toBe(true);
    expect(isDated("2024-01-01", "2026-11-25")).toBe(true);
  });
});

describe("the customer page's forms answer in the one form result (lib/forms)", () => {
  it("a refused record carries each field's words and what was typed; a refused note its reason", () => {
    const read = readMeasurement({ chest: "400", neck: "15½", note: "Over a kurta" }, "2026-11-25");
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.reply).toMatchObject({
        status: "error",
        error: { chest: ["Chest should be between 16 and 80 inches."] },
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
