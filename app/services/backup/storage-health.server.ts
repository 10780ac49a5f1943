import { randomBytes } from "node:crypto";
import { open, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { sql } from "kysely";
import { storageProblem, type StorageProblem } from "../../lib/backup/storage-errors.ts";
import type { DatabaseTarget } from "../platform/config.server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";

/**
 * Whether the database can store anything. A write that fails because the disk is
 * full, read-only or failing marks storage unavailable: /readyz answers 503 (a
 * load balancer stops sending visitors who would fill in forms for nothing), forms
 * answer 503 with the visitor's words kept, and reading pages goes on. A probe then
 * tries, every few seconds, what a write needs (room in the file system, a page the
 * database may grow by) without keeping anything, and clears the state once both
 * succeed: the site recovers by itself when space is back.
 */
const PROBE_EVERY_MS = 2_000;

/** The answer's status and headers: try again in a minute, and never from a cache. */
export const STORAGE_UNAVAILABLE_INIT = { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } };

let problem: { kind: StorageProblem; since: number } | undefined;
let probe: NodeJS.Timeout | undefined;
let watched: { database: Database; target: DatabaseTarget } | undefined;

export function watchStorage(database: Database, target: DatabaseTarget): void {
  watched = { database, target };
}

export function unwatchStorage(): void {
  watched = undefined;
  clearInterval(probe);
  probe = undefined;
  problem = undefined;
}

/** Undefined while writes are going through. */
export function storageUnavailable(): { kind: StorageProblem; since: number } | undefined {
  return problem;
}

/**
 * Call with an error a write threw: true (and the site goes not-ready) when it means
 * storage is unavailable, so the caller answers 503; false for any other error.
 */
export function reportWriteFailure(error: unknown): boolean {
  const kind = storageProblem(error);
  if (!kind) return false;
  if (!problem) {
    problem = { kind, since: Date.now() };
    log.error("storage_unavailable", { kind, error: String(error) });
  }
  if (!probe && watched) {
    probe = setInterval(() => void runProbe(), PROBE_EVERY_MS);
    probe.unref();
  }
  return true;
}

async function runProbe(): Promise<void> {
  const target = watched;
  if (!target || !problem) return;
  try {
    await probeStorage(target.database, target.target);
  } catch (error) {
    const kind = storageProblem(error);
    if (kind) problem = { kind, since: problem.since };
    return;
  }
  log.info("storage_recovered", { kind: problem.kind, downMs: Date.now() - problem.since });
  problem = undefined;
  clearInterval(probe);
  probe = undefined;
}

/**
 * Throws what a write would throw now. SQLite: 64 KB written and synced beside the
 * database file (the WAL grows there), then a transaction that makes the database
 * file need new pages and is rolled back. PostgreSQL: the same transaction there.
 */
export async function probeStorage(database: Database, target: DatabaseTarget): Promise<void> {
  if (target.kind === "sqlite") {
    const path = join(dirname(target.file), `.storage-probe-${randomBytes(4).toString("hex")}`);
    try {
      const handle = await open(path, "w");
      try {
        await handle.write(Buffer.alloc(64 * 1024));
        await handle.sync();
      } finally {
        await handle.close();
      }
    } finally {
      await rm(path, { force: true });
    }
  }
  await database.db
    .transaction()
    .execute(async (trx) => {
      await sql`create table storage_probe (data text)`.execute(trx);
      await sql`insert into storage_probe values (${"x".repeat(64 * 1024)})`.execute(trx);
      throw new ProbeRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof ProbeRollback)) throw error;
    });
}

class ProbeRollback extends Error {}
