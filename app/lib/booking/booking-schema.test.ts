import { describe, expect, it } from "vitest";
import { readBooking } from "./booking-schema.ts";
import { replyErrors } from "../forms/reply.ts";

/** The server's read of a post: its value, or the first message of each field its reply carries. */
function validateBooking(input: unknown) {
  const read = readBooking(input);
  return read.ok ? { ok: true as const, data: read.value } : { ok: false as const, errors: replyErrors(read.reply) };
}

const fitting = {
  kind: "fitting",
  purpose: "groom",
  date: "2026-11-28",
  time: "16:30",
  name: "Ravi",
  phone: "98450 12345",
};

describe("booking form validation", () => {
  it("accepts a fitting and a trial of an item, trimmed", () => {
    expect(validateBooking({ ...fitting, name: "  Ravi  " })).toMatchObject({ ok: true, data: { name: "Ravi" } });
    const trial = { ...fitting, kind: "trial", purpose: "", item: "groom/ivory-sherwani", size: "40", note: "" };
    expect(validateBooking(trial).ok).toBe(true);
  });

  it("asks for every required field, by name", () => {
    const result = validateBooking({ kind: "fitting" });
    expect(result).toEqual({
      ok: false,
      errors: {
        date: "Please choose a date.",
        time: "Please choose a time.",
        name: "Please enter your name.",
        phone: "Please enter your phone number.",
      },
    });
    expect(validateBooking({ ...fitting, purpose: "" })).toEqual({
      ok: false,
      errors: { purpose: "Please choose what the visit is for." },
    });
    expect(validateBooking({ ...fitting, kind: "trial", item: "" })).toEqual({
      ok: false,
      errors: { item: "Please choose an item from the site." },
    });
  });

  it("holds the bounds: size 20, note 500, name 100, phone 7 to 15 digits, listed purposes only", () => {
    expect(validateBooking({ ...fitting, size: "x".repeat(20), note: "y".repeat(500) }).ok).toBe(true);
    const over = validateBooking({ ...fitting, size: "x".repeat(21), note: "y".repeat(501), name: "n".repeat(101) });
    expect(over).toEqual({
      ok: false,
      errors: {
        size: "Size can be at most 20 characters.",
        note: "Note can be at most 500 characters.",
        name: "Name can be at most 100 characters.",
      },
    });
    expect(validateBooking({ ...fitting, phone: "12345" }).ok).toBe(false);
    expect(validateBooking({ ...fitting, purpose: "massage" }).ok).toBe(false);
    expect(validateBooking({ ...fitting, kind: "order" }).ok).toBe(false);
    expect(validateBooking({ ...fitting, name: "\u200b" }).ok).toBe(false);
    expect(validateBooking({ ...fitting, date: "tomorrow" }).ok).toBe(false);
    expect(validateBooking("name=Ravi").ok).toBe(false);
  });
});
