import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { ZipPassThrough } from "fflate";
import { manifestPathFor, type SnapshotResult } from "./snapshots.server.ts";
import { zipStream } from "./zip-stream.server.ts";

/**
 * "Download a backup now": the snapshot the server just took (SQLite's `VACUUM INTO`
 * copy, PostgreSQL's `pg_dump`), with its manifest beside it, as one ZIP the owner
 * keeps on a laptop or a drive. Unzipped, the folder is what `npm run restore` takes.
 * Stored, not compressed again (a dump is compressed already; a SQLite copy is read
 * as it is written), and streamed from disk: a large database never sits in memory.
 * The copy holds the bucket's keys sealed with SESSION_SECRET, never in clear.
 */
export function snapshotArchive(snapshot: SnapshotResult): ReadableStream<Uint8Array> {
  return zipStream(async (zip, drained) => {
    const copy = new ZipPassThrough(snapshot.manifest.file);
    zip.add(copy);
    for await (const chunk of createReadStream(snapshot.path, { highWaterMark: 1 << 20 })) {
      copy.push(chunk as Buffer);
      await drained();
    }
    copy.push(new Uint8Array(0), true);
    const manifestPath = manifestPathFor(snapshot.path);
    const manifest = new ZipPassThrough(basename(manifestPath));
    zip.add(manifest);
    manifest.push(await readFile(manifestPath), true);
    zip.end();
  }, "backup_download_failed");
}
