import { describeAge, STALE_AFTER_MS } from "./schedule.ts";

/**
 * Where the backups are kept away from the database's disk, and how old the newest
 * copy there is: the dashboard's backup line. A copy on the database's own disk does
 * not count: the disk that dies takes it too.
 */
export type OffsitePlace =
  | { kind: "bucket"; where: string; setBy: "server" | "settings" }
  | { kind: "folder"; where: string }
  | { kind: "local" };

export type OffsiteLine = {
  /** "the bucket r2.example.com/shop-backups/site", "the folder /mnt/backup", "only on this server". */
  where: string;
  /** "3 minutes ago", "up to the last change"; null before the first copy. */
  age: string | null;
  /** Red: nothing off this disk, or the newest copy there is older than a day. */
  stale: boolean;
};

export function offsiteLine(input: {
  place: OffsitePlace;
  /** When the newest copy reached the place (a snapshot, a shipment of the continuous copy). */
  newestMs?: number;
  /** The continuous copy runs there and has shipped every change it saw: the copy is current. */
  current?: boolean;
  now: number;
}): OffsiteLine {
  const { place, now } = input;
  if (place.kind === "local") return { where: "only on this server", age: null, stale: true };
  const where = place.kind === "bucket" ? `the bucket ${place.where}` : `the folder ${place.where}`;
  if (input.current) return { where, age: "up to the last change", stale: false };
  if (input.newestMs === undefined) return { where, age: null, stale: true };
  return { where, age: describeAge(now - input.newestMs), stale: now - input.newestMs > STALE_AFTER_MS };
}
