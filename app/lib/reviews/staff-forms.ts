import * as z from "zod/mini";
import { paragraph, text } from "../forms/fields.ts";
import type { FormReply } from "../forms/reply.ts";
import { readSubmission } from "../forms/submission.ts";
import { parseRecordId, parseVersion } from "../record-id.ts";
import { isHideReason, REVIEW_LIMITS, type HideReason } from "./review-rules.ts";

/**
 * The staff side's forms of reviews, read the one way (lib/forms: Conform's parse, a
 * FormReply back): "Ask for a review" on a visited visit, and on the Reviews screen
 * hide (with why) or show a review's words, the store's one public answer, and moving
 * a review the spam checks held out of Spam. Each change names
 * the version the page showed, so two staff never silently overwrite each other.
 * Server side only (zod); the pages draw plain forms.
 */

export const ASK_CHANNELS = ["whatsapp", "email"] as const;
export type AskChannel = (typeof ASK_CHANNELS)[number];

export type ReviewChange =
  | { kind: "hide-words"; id: number; version: number; reason: HideReason }
  | { kind: "show-words" | "release"; id: number; version: number }
  | { kind: "answer"; id: number; version: number; answer: string };

const UNREADABLE = "That change could not be read. Please try again.";

const recordId = (label: string) =>
  z.pipe(
    text(label),
    z.transform((value: string) => parseRecordId(value)),
  );
const version = z.pipe(
  text("Version"),
  z.transform((value: string) => parseVersion(value)),
);

const askSchema = z.object({ booking: recordId("Visit"), channel: text("How") });

/** "Ask for a review": which visit, and by WhatsApp or by e-mail. */
export function readAsk(
  payload: FormData | URLSearchParams,
):
  | { ok: true; bookingId: number; channel: AskChannel; refuse: (message: string) => FormReply }
  | { ok: false; reply: FormReply } {
  const submission = readSubmission(payload, askSchema);
  const refuse = (message: string) => submission.reply({ formErrors: [message] });
  if (submission.status === "success" && submission.value.booking !== null) {
    const channel = submission.value.channel;
    if ((ASK_CHANNELS as readonly string[]).includes(channel)) {
      return { ok: true, bookingId: submission.value.booking, channel: channel as AskChannel, refuse };
    }
  }
  return { ok: false, reply: refuse(UNREADABLE) };
}

const changeSchema = z.object({ intent: text("Intent"), id: recordId("Review"), version, reason: text("Reason") });
const answerSchema = z.object({
  intent: text("Intent"),
  id: recordId("Review"),
  version,
  answer: paragraph("The answer", REVIEW_LIMITS.answer, { required: "Write the answer first." }),
});

/**
 * A button or the answer form on the Reviews screen. An answer that breaks a rule (empty,
 * too long, a control character) is refused in its own field with what was typed kept.
 */
export function readReviewChange(
  payload: FormData | URLSearchParams,
): { ok: true; change: ReviewChange; refuse: (message: string) => FormReply } | { ok: false; reply: FormReply } {
  const intent = payload.get("intent");
  if (intent === "answer") {
    const submission = readSubmission(payload, answerSchema);
    const refuse = (message: string) => submission.reply({ formErrors: [message] });
    if (submission.status !== "success") return { ok: false, reply: submission.reply() };
    const { id, version, answer } = submission.value;
    if (id === null || version === null) return { ok: false, reply: refuse(UNREADABLE) };
    return { ok: true, change: { kind: "answer", id, version, answer }, refuse };
  }
  const submission = readSubmission(payload, changeSchema);
  const refuse = (message: string) => submission.reply({ formErrors: [message] });
  if (submission.status === "success") {
    const { intent, id, version } = submission.value;
    if (id !== null && version !== null) {
      if (intent === "show-words" || intent === "release")
        return { ok: true, change: { kind: intent, id, version }, refuse };
      if (intent === "hide-words") {
        const { reason } = submission.value;
        if (isHideReason(reason)) return { ok: true, change: { kind: intent, id, version, reason }, refuse };
        return { ok: false, reply: submission.reply({ fieldErrors: { reason: ["Pick why the words are hidden."] } }) };
      }
    }
  }
  return { ok: false, reply: refuse(UNREADABLE) };
}
