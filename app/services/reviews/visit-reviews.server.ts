import type { Kysely } from "kysely";
import { nextAskAllowedMs } from "../../lib/reviews/review-rules.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { reviewAsks, type AskedReview } from "./review-links.server.ts";

/**
 * Where each visited visit stands with its review, for the screens staff see visits
 * on (Orders, a customer's page): asked already (when, by whom, the review if it came),
 * the customer asked within the month for another visit (not before when), or askable
 * by WhatsApp (a complete number) and/or e-mail (an address they gave, with mail set
 * up), or not reachable at all. Visits not marked Visited are left out. Three reads
 * for a whole page of visits, whatever its length.
 */
export type VisitReviewState =
  | { state: "asked"; asked: AskedReview }
  | { state: "wait"; untilMs: number }
  | { state: "ask"; whatsApp: boolean; email: boolean }
  | { state: "unreachable" };

export async function visitReviewStates(
  database: Database,
  visits: ReadonlyArray<{ id: number; status: string; customer_key: string; phone_e164: string | null }>,
  options: { mail: boolean; now?: number },
): Promise<Map<number, VisitReviewState>> {
  const now = options.now ?? Date.now();
  const visited = visits.filter((v) => v.status === "visited");
  const states = new Map<number, VisitReviewState>();
  if (visited.length === 0) return states;
  const keys = [...new Set(visited.map((v) => v.customer_key))];
  const [asks, latest, emails] = await Promise.all([
    reviewAsks(
      database,
      visited.map((v) => v.id),
    ),
    latestAsks(database.db, keys),
    options.mail ? customersWithEmail(database.db, keys) : Promise.resolve(new Set<string>()),
  ]);
  for (const visit of visited) {
    const asked = asks.get(visit.id);
    if (asked) {
      states.set(visit.id, { state: "asked", asked });
      continue;
    }
    const untilMs = nextAskAllowedMs(latest.get(visit.customer_key), now);
    if (untilMs !== null) {
      states.set(visit.id, { state: "wait", untilMs });
      continue;
    }
    const whatsApp = visit.phone_e164 !== null;
    const email = emails.has(visit.customer_key);
    states.set(visit.id, whatsApp || email ? { state: "ask", whatsApp, email } : { state: "unreachable" });
  }
  return states;
}

/** Each customer's latest ask, whichever visit it was for: the once-a-month rule's clock. */
async function latestAsks(db: Kysely<Tables>, keys: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("review_links")
    .select(["customer_key", (eb) => eb.fn.max("created_ms").as("at")])
    .where("customer_key", "in", [...keys])
    .groupBy("customer_key")
    .execute();
  return new Map(rows.flatMap((r) => (r.customer_key === null ? [] : [[r.customer_key, Number(r.at)] as const])));
}

/** The customers who gave an e-mail address (in a message to the store): the link can go there instead. */
async function customersWithEmail(db: Kysely<Tables>, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom("customers")
    .select(["key", "email"])
    .where("key", "in", [...keys])
    .execute();
  return new Set(rows.filter((r) => r.email.trim() !== "").map((r) => r.key));
}
