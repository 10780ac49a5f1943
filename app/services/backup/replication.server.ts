import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { sql } from "kysely";
import {
  AUTOCHECKPOINT_PAGES_WITHOUT_REPLICATION,
  litestreamConfig,
  type ReplicaTarget,
} from "../../lib/backup/litestream-config.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import type { BackupConfig } from "../../lib/backup/backup-config.ts";

/**
 * Continuous replication of the SQLite file with Litestream (the binary ships in the
 * npm package @flydotio/litestream-<platform>-<arch>), started and supervised by the
 * server: restarted with a growing pause when it stops, its output in our log.
 *
 * It runs under a small shell guard that ends it when the server's end of a pipe
 * closes, so a server that crashes (or is killed) never leaves a replicator behind
 * that would copy a file nobody serves any more, or fight the next server's one.
 */
export function replicaTarget(config: BackupConfig): ReplicaTarget {
  if (config.bucket) {
    const { bucket, path, endpoint, region, forcePathStyle } = config.bucket;
    return { type: "s3", bucket, path, endpoint, region, forcePathStyle };
  }
  return { type: "file", path: join(config.dir, "replica") };
}

/** The Litestream binary for this machine, or undefined when npm installed none for it. */
export function litestreamBinary(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/package.json`);
    const binary = join(dirname(manifest), "litestream");
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

/** Ends Litestream (SIGTERM: it ships what it has, then exits) once our stdin closes. */
const GUARD = `
exec 3<&0
"$1" replicate -no-expand-env -config "$2" </dev/null &
child=$!
echo "litestream-pid $child"
( read -r _ <&3; kill -TERM "$child" 2>/dev/null ) &
watcher=$!
wait "$child"
status=$?
kill "$watcher" 2>/dev/null
exit "$status"
`;

/** Litestream's lines for every shipment (several a second under load): not news. */
const ROUTINE = new Set(["write wal segment", "wal segment written", "write snapshot", "snapshot written"]);

export type ReplicationState = {
  mode: "file" | "s3" | "off";
  running: boolean;
  pid?: number;
  /** The replica's address: a folder, or s3://bucket/path. */
  replica?: string;
  restarts: number;
  lastError?: string;
  /** Why it is off, when it is. */
  reason?: string;
  /** When Litestream last said it shipped WAL or a snapshot to the replica. */
  lastShippedMs?: number;
  /** When it last logged a warning or an error (a bucket refusing, the network down). */
  lastErrorMs?: number;
};

/** The replica holds every change Litestream saw: it runs, has shipped, and no error came after. */
export function replicaCurrent(state: ReplicationState): boolean {
  return state.running && state.lastShippedMs !== undefined && (state.lastErrorMs ?? 0) <= state.lastShippedMs;
}

export class Replication {
  private child: ChildProcess | undefined;
  private stopping = false;
  private restarts = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private launchedMs = 0;
  private state: ReplicationState;
  private readonly target: ReplicaTarget;
  private readonly database: Database;
  private readonly file: string;
  private readonly config: BackupConfig;
  private readonly dataDir: string;
  private readonly binary: string;

  constructor(database: Database, file: string, config: BackupConfig, dataDir: string, binary: string) {
    this.database = database;
    this.file = file;
    this.config = config;
    this.dataDir = dataDir;
    this.binary = binary;
    this.target = replicaTarget(config);
    this.state = {
      mode: this.target.type,
      running: false,
      replica: this.target.type === "file" ? this.target.path : `s3://${this.target.bucket}/${this.target.path}`,
      restarts: 0,
    };
  }

  status(): ReplicationState {
    return { ...this.state, restarts: this.restarts };
  }

  async start(): Promise<void> {
    const configPath = join(this.dataDir, "litestream.yml");
    await mkdir(this.dataDir, { recursive: true });
    if (this.target.type === "file") await mkdir(this.target.path, { recursive: true });
    await writeFile(
      configPath,
      litestreamConfig({ database: this.file, replica: this.target, keepDays: this.config.keepDays }),
      { mode: 0o600 },
    );
    await this.launch(configPath);
  }

  private async launch(configPath: string): Promise<void> {
    if (this.stopping) return;
    // Litestream is now the one that checkpoints (see app/lib/backup/litestream-config.ts).
    await setAutocheckpoint(this.database, 0);
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (this.config.bucket?.accessKeyId) {
      env.LITESTREAM_ACCESS_KEY_ID = this.config.bucket.accessKeyId;
      env.LITESTREAM_SECRET_ACCESS_KEY = this.config.bucket.secretAccessKey;
    }
    this.launchedMs = Date.now();
    const child = spawn("/bin/sh", ["-c", GUARD, "litestream-guard", this.binary, configPath], {
      stdio: ["pipe", "pipe", "pipe"],
      env,
    });
    this.child = child;
    const started = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => this.onLine(line));
    }
    child.once("exit", (code, signal) => void this.onExit(configPath, started, code, signal));
    child.once("error", (error) => {
      this.state.lastError = String(error);
      log.error("replication_error", { error: String(error) });
    });
    this.state.running = true;
  }

  private onLine(line: string): void {
    const pid = /^litestream-pid (\d+)$/.exec(line);
    if (pid) {
      this.state.pid = Number(pid[1]);
      log.info("replication_started", { pid: this.state.pid, mode: this.state.mode, replica: this.state.replica });
      return;
    }
    // Litestream logs `time=… level=INFO msg="…" key=value…`.
    const level = /\blevel=(\w+)/.exec(line)?.[1] ?? "INFO";
    const msg = /\bmsg=(?:"([^"]*)"|(\S+))/.exec(line);
    const text = (msg ? (msg[1] ?? msg[2] ?? "") : line).trim();
    if (!text) return;
    if (level === "ERROR" || level === "WARN") {
      this.state.lastError = line.slice(0, 500);
      this.state.lastErrorMs = Date.now();
      log.warn("litestream", { level, line: line.slice(0, 1000) });
    } else if (ROUTINE.has(text)) {
      if (text.endsWith("written")) this.state.lastShippedMs = Date.now();
    } else {
      log.info("litestream", { line: line.replace(/^time=\S+ /, "").slice(0, 1000) });
    }
  }

  private async onExit(configPath: string, started: number, code: number | null, signal: NodeJS.Signals | null) {
    this.child = undefined;
    this.state.running = false;
    this.state.pid = undefined;
    if (this.stopping) return;
    // Until it is back, the app checkpoints again so the WAL stays bounded.
    await setAutocheckpoint(this.database, AUTOCHECKPOINT_PAGES_WITHOUT_REPLICATION).catch(() => {});
    this.restarts++;
    const ranMs = Date.now() - started;
    const pauseMs = ranMs > 60_000 ? 1_000 : Math.min(60_000, 1_000 * 2 ** Math.min(6, this.restarts));
    this.state.lastError ??= `stopped (code ${code ?? signal})`;
    log.error("replication_stopped", { code, signal, restartInMs: pauseMs, lastError: this.state.lastError });
    this.retryTimer = setTimeout(() => void this.launch(configPath).catch(() => {}), pauseMs);
    this.retryTimer.unref();
  }

  /** Lets Litestream ship what it has (up to `graceMs`), then ends it. */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retryTimer);
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    // Litestream's final sync on SIGTERM covers only a database it has begun to watch
    // (its first look, within a second of starting): ended before that, it leaves
    // without shipping, and writes acknowledged since the start are not in the replica.
    // So a stop that comes just after a start waits for that first shipment (bounded).
    if (this.state.lastShippedMs === undefined && Date.now() - this.launchedMs < 10_000) {
      const until = Date.now() + Math.min(graceMs, 3_000);
      while (this.state.lastShippedMs === undefined && child.exitCode === null && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.stdin?.end();
    const timer = setTimeout(() => {
      if (this.state.pid) {
        try {
          process.kill(this.state.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
      child.kill("SIGKILL");
    }, graceMs);
    await exited;
    clearTimeout(timer);
  }
}

/** The app's own automatic checkpoints: 0 while Litestream runs, SQLite's default when not. */
async function setAutocheckpoint(database: Database, pages: number): Promise<void> {
  if (database.kind !== "sqlite") return;
  await sql.raw(`PRAGMA wal_autocheckpoint = ${Math.trunc(pages)}`).execute(database.db);
}

/**
 * When the file replica last received WAL: the newest file under its newest
 * generation. Undefined for a bucket (asking it costs requests) or an empty replica.
 */
export async function lastReplicaWrite(replicaDir: string): Promise<number | undefined> {
  const newestIn = async (dir: string): Promise<{ name: string; mtimeMs: number } | undefined> => {
    let best: { name: string; mtimeMs: number } | undefined;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return undefined;
    }
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => undefined);
      if (info && (!best || info.mtimeMs > best.mtimeMs)) best = { name, mtimeMs: info.mtimeMs };
    }
    return best;
  };
  const generation = await newestIn(join(replicaDir, "generations"));
  if (!generation) return undefined;
  const base = join(replicaDir, "generations", generation.name);
  let newest = 0;
  for (const part of ["wal", "snapshots"]) {
    const inner = await newestIn(join(base, part));
    if (!inner) continue;
    newest = Math.max(newest, inner.mtimeMs);
    const deeper = await newestIn(join(base, part, inner.name));
    if (deeper) newest = Math.max(newest, deeper.mtimeMs);
  }
  return newest || undefined;
}
