/**
 * Which typed keys (search words, where visits come from) a day may keep under their
 * own name. Those keys come from whoever sends a beacon, so one flood could otherwise
 * take the whole day's budget (KEYS_PER_DAY) and put its words on the owner's screen:
 *
 * - a key is kept under its own name only once `visitorsToShow` (2) different
 *   visitors sent it; until then it waits here, in memory, its counts under OTHER
 *   (moved to the key when it is kept, so the day's totals stay right);
 * - one visitor may bring at most `newKeysPerVisitor` new keys a day: past that its
 *   new words count under OTHER and never wait;
 * - the waiting keys are bounded (`waitingPerMetric` a day per metric): a new one
 *   pushes out the one seen least recently, so a flood churns the waiting room but
 *   never the keys already kept, which are all keys real visitors repeated.
 *
 * A visitor here is an address (its IPv6 /64), not an address and a browser: a
 * flooder could name a new browser with every beacon. The caller passes an opaque id.
 * Everything is per process and per day; a restart forgets who was waiting (their
 * counts stay under OTHER).
 */
export type KeyGateOptions = { visitorsToShow: number; newKeysPerVisitor: number; waitingPerMetric: number };

export const KEY_GATE: KeyGateOptions = { visitorsToShow: 2, newKeysPerVisitor: 20, waitingPerMetric: 2_000 };

/** What to do with one count: keep it under `key`, or under OTHER; `moved` counts waiting under OTHER go to `key`. */
export type GateDecision = { kept: true; moved: number } | { kept: false };

const VISITORS_REMEMBERED = 100_000;

type Waiting = { visitors: string[]; count: number };

export class KeyGate {
  private readonly options: KeyGateOptions;
  /** Per day and metric ("day\tmetric"), the keys waiting for another visitor, least recently seen first. */
  private readonly waiting = new Map<string, Map<string, Waiting>>();
  /** Per day, how many new keys each visitor brought. */
  private readonly newKeys = new Map<string, Map<string, number>>();

  constructor(options: KeyGateOptions = KEY_GATE) {
    this.options = options;
  }

  /**
   * A count of `count` for a key not kept yet. `countsAsNew`: whether it takes one of
   * the visitor's new keys (a search that found nothing is the same search again).
   */
  offer(day: string, metric: string, key: string, visitor: string, count: number, countsAsNew = true): GateDecision {
    const roomKey = `${day}\t${metric}`;
    let room = this.waiting.get(roomKey);
    if (!room) {
      this.forgetDaysBefore(day);
      this.waiting.set(roomKey, (room = new Map()));
    }
    const entry = room.get(key);
    if (entry) {
      room.delete(key);
      if (!entry.visitors.includes(visitor)) entry.visitors.push(visitor);
      if (entry.visitors.length >= this.options.visitorsToShow) return { kept: true, moved: entry.count };
      entry.count += count;
      room.set(key, entry);
      return { kept: false };
    }
    if (countsAsNew) {
      let perVisitor = this.newKeys.get(day);
      if (!perVisitor) this.newKeys.set(day, (perVisitor = new Map()));
      const brought = perVisitor.get(visitor) ?? 0;
      if (brought >= this.options.newKeysPerVisitor) return { kept: false };
      // Bounded like the waiting room: forgetting a visitor only ever gives a flooder a fresh count.
      if (brought === 0 && perVisitor.size >= VISITORS_REMEMBERED) perVisitor.delete(perVisitor.keys().next().value!);
      perVisitor.set(visitor, brought + 1);
    }
    if (this.options.visitorsToShow <= 1) return { kept: true, moved: 0 };
    if (room.size >= this.options.waitingPerMetric) room.delete(room.keys().next().value as string);
    room.set(key, { visitors: [visitor], count });
    return { kept: false };
  }

  /** Keys waiting for `day` and `metric` (for tests and the benchmark). */
  waitingCount(day: string, metric: string): number {
    return this.waiting.get(`${day}\t${metric}`)?.size ?? 0;
  }

  /** Only today's and yesterday's keys can still come (a beacon is counted on the day it arrives). */
  private forgetDaysBefore(day: string): void {
    const yesterday = shiftDayBack(day);
    for (const roomKey of this.waiting.keys()) if (roomKey.slice(0, 10) < yesterday) this.waiting.delete(roomKey);
    for (const known of this.newKeys.keys()) if (known < yesterday) this.newKeys.delete(known);
  }
}

function shiftDayBack(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}
