import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import pg from "pg";
import type { DatabaseTarget } from "../platform/config.server.ts";

/**
 * "A server is using this database": what `npm run restore` checks before it
 * replaces anything. SQLite: a file beside the database naming the server's process,
 * trusted only while that process is alive and is a server (a crashed server's stale
 * file does not block a restore). PostgreSQL: a shared advisory lock each server
 * holds on a connection of its own for its whole life; it goes when the process
 * dies, however it dies. Keyed by schema, so several sites can share a database.
 */
export function sqliteLockFile(file: string): string {
  return `${file}.server`;
}

const LOCK_KEY = "mens-studio-site:server";

export type ServerLock = { release(): Promise<void> };

export async function holdServerLock(target: DatabaseTarget): Promise<ServerLock> {
  if (target.kind === "sqlite") {
    const path = sqliteLockFile(target.file);
    await writeFile(path, `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`);
    return {
      async release() {
        const owner = await readFile(path, "utf8").catch(() => "");
        if (owner.includes(`"pid":${process.pid},`)) await rm(path, { force: true });
      },
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  // A dropped connection only loses the lock: it must not take the server down.
  client.on("error", () => {});
  await client.connect();
  await client.query(
    "select pg_advisory_lock_shared(hashtext($1 || coalesce(current_schema(), current_setting('search_path'))))",
    [LOCK_KEY],
  );
  return { release: () => client.end().catch(() => {}) };
}

/** Why the database is in use by a running server, or undefined when it is free. */
export async function runningServer(target: DatabaseTarget): Promise<string | undefined> {
  if (target.kind === "sqlite") {
    let owner: { pid?: unknown };
    try {
      owner = JSON.parse(readFileSync(sqliteLockFile(target.file), "utf8")) as { pid?: unknown };
    } catch {
      return undefined;
    }
    const pid = typeof owner.pid === "number" ? owner.pid : undefined;
    if (!pid || !isServerProcess(pid)) return undefined;
    return `a server (process ${pid}) is running on ${target.file}: stop it first`;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ free: boolean }>(
      "select pg_try_advisory_lock(hashtext($1 || coalesce(current_schema(), current_setting('search_path')))) as free",
      [LOCK_KEY],
    );
    if (rows[0]?.free) {
      await client.query(
        "select pg_advisory_unlock(hashtext($1 || coalesce(current_schema(), current_setting('search_path'))))",
        [LOCK_KEY],
      );
      return undefined;
    }
    return "a server is connected to this PostgreSQL schema: stop every instance first";
  } finally {
    await client.end();
  }
}

function isServerProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /server[/\\](index|dev)\.ts/.test(command);
  } catch {
    // No /proc (not Linux): an alive process with that number is taken to be it.
    return true;
  }
}
