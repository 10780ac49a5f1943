import { parseRecordId, parseVersion } from "../record-id.ts";

/**
 * Staff actions on messages as posted by the list, the message page and the
 * customer page: which messages (each with the version the page showed) and what
 * to tell staff afterwards. Pure, shared by the three routes.
 */
export const BULK_LIMIT = 100;

export type Target = { id: number; version: number };

/** "12:3" is message 12 as seen at version 3; anything else is ignored; duplicates count once. */
export function parseTargets(values: ReadonlyArray<unknown>): Target[] {
  const seen = new Map<number, Target>();
  for (const value of values) {
    const [rawId, rawVersion, ...rest] = typeof value === "string" ? value.split(":") : [];
    const id = parseRecordId(rawId);
    const version = parseVersion(rawVersion);
    if (id === null || version === null || rest.length > 0) continue;
    if (!seen.has(id)) seen.set(id, { id, version });
    if (seen.size >= BULK_LIMIT) break;
  }
  return [...seen.values()];
}

export function targetValue(message: { id: number; version: number }): string {
  return `${message.id}:${message.version}`;
}

export type ActionIntent =
  "replied" | "replied-on-whatsapp" | "unreplied" | "archive" | "restore" | "release" | "delete";

const DONE: Record<ActionIntent, string> = {
  replied: "marked replied",
  "replied-on-whatsapp": "marked replied",
  unreplied: "marked not replied",
  archive: "archived",
  restore: "moved back to the inbox",
  release: "moved from Spam to the inbox",
  delete: "deleted",
};

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;
}

/** "2 messages archived. 1 was changed by someone else meanwhile and was left as it is." */
export function describeOutcome(
  intent: ActionIntent,
  outcome: { changed: number; unchanged?: number; stale: number; missing: number },
): string {
  const parts: string[] = [];
  if (outcome.changed > 0) parts.push(`${plural(outcome.changed, "message")} ${DONE[intent]}.`);
  if (outcome.unchanged)
    parts.push(
      `${plural(outcome.unchanged, "message")} ${outcome.unchanged === 1 ? "was" : "were"} already ${DONE[intent]}.`,
    );
  if (outcome.stale > 0)
    parts.push(
      `${plural(outcome.stale, "message")} ${outcome.stale === 1 ? "was" : "were"} changed by someone else meanwhile and left as ${outcome.stale === 1 ? "it is" : "they are"}: check and try again.`,
    );
  if (outcome.missing > 0)
    parts.push(`${plural(outcome.missing, "message")} no longer ${outcome.missing === 1 ? "exists" : "exist"}.`);
  return parts.join(" ") || "Nothing changed.";
}
