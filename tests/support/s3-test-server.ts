import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";
import FilesystemStore from "s3rver/lib/stores/filesystem.js";

/**
 * A local S3-compatible server for the backup tests (the npm package s3rver), on a
 * free port, storing in a temporary folder, with one bucket. Its one account is
 * S3RVER / S3RVER. It checks the access key ID (InvalidAccessKeyId for a wrong one)
 * but not a Signature V4 itself (s3rver never computes one), so a wrong secret key
 * alone is accepted here, unlike a real provider.
 *
 * One fix of s3rver (3.7.1) itself: a listing with a delimiter ("/") stops walking at
 * the first folder beneath a common prefix, so it reports a common prefix only when
 * an object lies directly in it. Litestream lists its generations that way
 * (`generations/<id>/` holds only `snapshots/` and `wal/`), found none, and its
 * restore said "no matching backups found". The listing is therefore made without
 * the delimiter and the common prefixes computed from the keys, as S3 does.
 */
type Listed = { objects: Array<{ key: string }>; commonPrefixes: string[]; isTruncated: boolean };
type ListOptions = { delimiter?: string; prefix?: string; maxKeys?: number; startAfter?: string };
const store = FilesystemStore.prototype as { listObjects(bucket: string, options: ListOptions): Promise<Listed> };
const listWithoutDelimiter = store.listObjects;
store.listObjects = async function (this: unknown, bucket, options) {
  if (!options.delimiter) return listWithoutDelimiter.call(this, bucket, options);
  const all = await listWithoutDelimiter.call(this, bucket, { ...options, delimiter: "", maxKeys: Infinity });
  const prefix = options.prefix ?? "";
  const common = new Set<string>();
  const objects: Listed["objects"] = [];
  for (const object of all.objects) {
    const at = object.key.slice(prefix.length).indexOf(options.delimiter);
    if (at === -1) objects.push(object);
    else common.add(object.key.slice(0, prefix.length + at + 1));
  }
  const max = options.maxKeys ?? Infinity;
  return { objects: objects.slice(0, max), commonPrefixes: [...common].sort(), isTruncated: objects.length > max };
};
export const S3_KEY_ID = "S3RVER";
export const S3_SECRET = "S3RVER";

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The keys of the objects whose key starts with `prefix`. */
  list(prefix: string): Promise<string[]>;
  stop(): Promise<void>;
};

export async function startS3(bucket = "site-backups"): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "site-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new AwsClient({
    accessKeyId: S3_KEY_ID,
    secretAccessKey: S3_SECRET,
    service: "s3",
    region: "us-east-1",
  });
  return {
    endpoint,
    bucket,
    async list(prefix) {
      const url = `${endpoint}/${bucket}/?list-type=2&prefix=${encodeURIComponent(prefix)}&max-keys=1000`;
      const xml = await (await client.fetch(url)).text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!);
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
