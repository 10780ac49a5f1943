import * as z from "zod/mini";
import { paragraph, text } from "../forms/fields.ts";
import type { FormReply } from "../forms/reply.ts";
import { readSubmission } from "../forms/submission.ts";
import { parseRecordId, parseVersion } from "../record-id.ts";

/**
 * The staff side's forms of reviews, read the one way (lib/forms: Conform's parse, a
 * FormReply back): "Ask for a review" on a visited visit, and on the Reviews screen
 * hide or show a review's words and the store's one public answer. Each change names
 * the version the page showed, so two staff never silently overwrite each other.
 * Server side only (zod); the pages draw plain forms.
 */

/** The store's answer, as long as a review's own words may be. */
export const ANSWER_MAX = 1000;

export const ASK_CHANNELS = ["whatsapp", "email"] as const;
export type AskChannel = (typeof ASK_CHANNELS)[number];

export type ReviewChange =
  | { kind: "hide-words" | "show-words"; id: number; version: number }
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

const changeSchema = z.object({ intent: text("Intent"), id: recordId("Review"), version });
const answerSchema = z.object({
  intent: text("Intent"),
  id: recordId("Review"),
  version,
  answer: paragraph("The answer", ANSWER_MAX, { required: "Write the answer first." }),
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
    if ((intent === "hide-words" || intent === "show-words") && id !== null && version !== null) {
      return { ok: true, change: { kind: intent, id, version }, refuse };
    }
  }
  return { ok: false, reply: refuse(UNREADABLE) };
}

/** The Reviews screen's filter, as it lives in the URL: stars 1-5, and the reviews whose words are hidden. */
export type ReviewFilter = { stars: number | null; hidden: boolean };

export function parseReviewFilter(params: URLSearchParams): ReviewFilter {
  const stars = params.get("stars") ?? "";
  return {
    stars: /^[1-5]$/.test(stars) ? Number(stars) : null,
    hidden: params.get("words") === "hidden",
  };
}

export function reviewFilterQuery(filter: ReviewFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.stars) params.set("stars", String(filter.stars));
  if (filter.hidden) params.set("words", "hidden");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
