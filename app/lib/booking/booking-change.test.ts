import { describe, expect, it } from "vitest";
import { readBookingChange } from "./booking-change.ts";
import { replyErrors } from "../forms/reply.ts";

const post = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("a change on the Orders screen, read the one way (lib/forms)", () => {
  it("reads a status button and a release", () => {
    expect(readBookingChange(post({ id: "12", version: "3", status: "confirmed", then: "whatsapp" }))).toMatchObject({
      ok: true,
      change: { kind: "status", id: 12, version: 3, status: "confirmed", whatsapp: true },
    });
    expect(readBookingChange(post({ intent: "release", id: "12", version: "0" }))).toMatchObject({
      ok: true,
      change: { kind: "release", id: 12, version: 0 },
    });
  });

  it("refuses what it cannot read in the words staff see, as a FormReply", () => {
    const unreadable: Array<Record<string, string>> = [
      { id: "1e5", version: "3", status: "confirmed" },
      { id: "12", version: "-1", status: "confirmed" },
      { id: "12", version: "3", status: "shipped" },
      { id: "12", version: "3", status: "confirmed\u0000" },
      { intent: "release", id: "x", version: "3" },
    ];
    for (const fields of unreadable) {
      const read = readBookingChange(post(fields));
      expect(read.ok, JSON.stringify(fields)).toBe(false);
      if (!read.ok) {
        expect(read.reply.status).toBe("error");
        expect(replyErrors(read.reply)[""]).toBe("That change could not be read. Please try again.");
      }
    }
  });

  it("carries a refusal made after the read (a stale page, a full slot) in the same shape", () => {
    const read = readBookingChange(post({ id: "12", version: "3", status: "cancelled" }));
    expect(read.ok && replyErrors(read.refuse("Someone else changed MS-7K4Q just now."))).toEqual({
      "": "Someone else changed MS-7K4Q just now.",
    });
  });
});
