import { describe, expect, it } from "vitest";
import { replyErrors } from "../forms/reply.ts";
import { readAsk, readReviewChange } from "./staff-forms.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the staff forms of reviews", () => {
  it("reads an ask: the visit and the channel", () => {
    const read = readAsk(form({ booking: "12", channel: "email" }));
    expect(read.ok && { id: read.bookingId, channel: read.channel }).toEqual({ id: 12, channel: "email" });
    for (const bad of [{ booking: "0", channel: "whatsapp" }, { booking: "12", channel: "sms" }, {}] as Array<
      Record<string, string>
    >) {
      const refused = readAsk(form(bad));
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(replyErrors(refused.reply)[""]).toMatch(/could not be read/);
    }
  });

  it("reads hide and show with the version the page showed", () => {
    const read = readReviewChange(form({ intent: "hide-words", id: "3", version: "7", reason: "abuse" }));
    expect(read.ok && read.change).toEqual({ kind: "hide-words", id: 3, version: 7, reason: "abuse" });
    const shown = readReviewChange(form({ intent: "show-words", id: "3", version: "8" }));
    expect(shown.ok && shown.change).toEqual({ kind: "show-words", id: 3, version: 8 });
    expect(readReviewChange(form({ intent: "hide-words", id: "3", reason: "abuse" })).ok).toBe(false);
    const noReason = readReviewChange(form({ intent: "hide-words", id: "3", version: "7", reason: "dislike" }));
    expect(!noReason.ok && replyErrors(noReason.reply).reason).toBe("Pick why the words are hidden.");
    expect(readReviewChange(form({ intent: "delete", id: "3", version: "1" })).ok).toBe(false);
  });

  it("reads an answer, refusing an empty one or a control character in its own field", () => {
    const read = readReviewChange(form({ intent: "answer", id: "3", version: "1", answer: "  Thank you, Meera.  " }));
    expect(read.ok && read.change).toEqual({ kind: "answer", id: 3, version: 1, answer: "Thank you, Meera." });
    const empty = readReviewChange(form({ intent: "answer", id: "3", version: "1", answer: " " }));
    expect(!empty.ok && replyErrors(empty.reply).answer).toBe("Write the answer first.");
    const control = readReviewChange(form({ intent: "answer", id: "3", version: "1", answer: "Hi\u0000" }));
    expect(!control.ok && replyErrors(control.reply).answer).toMatch(/not allowed/);
    const long = readReviewChange(form({ intent: "answer", id: "3", version: "1", answer: "x".repeat(1001) }));
    expect(!long.ok && replyErrors(long.reply).answer).toMatch(/at most 1,000/);
  });
});
