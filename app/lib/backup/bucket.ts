import * as z from "zod/mini";
import { line, secret } from "../forms/fields.ts";
import type { BucketReplica } from "./backup-config.ts";

/**
 * The off-site bucket of Settings → Backups: its form, where an object of it lives,
 * and the provider's answer in words. Pure: the requests are
 * services/backup/bucket-client.server.ts's, signed with aws4fetch.
 */
export const BUCKET_FIELDS = ["endpoint", "bucket", "path", "region", "accessKeyId", "secretAccessKey"] as const;
export type BucketField = (typeof BUCKET_FIELDS)[number];
export type BucketFormValues = Record<BucketField, string>;

/** The keys a form never shows again, nor echoes back when a save is refused. */
export const BUCKET_SECRET_FIELDS = ["accessKeyId", "secretAccessKey"];

/** S3's rule for a bucket's name (every S3-compatible provider keeps to it). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A folder inside the bucket: letters, digits and - _ . / (no "..", no leading slash). */
const FOLDER = /^[\w.-]+(\/[\w.-]+)*$/;

function httpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
}

/**
 * The bucket's form. The keys may be left empty when some are saved: the saved ones
 * are kept (the screen never shows them). A new bucket needs both.
 */
export function bucketFormSchema(options: { keysSaved: boolean }) {
  const keyRequired = (label: string) =>
    secret(label, 256).check(
      z.refine(
        (v) => options.keysSaved || v.trim().length > 0,
        `Enter the ${label.toLowerCase()} the provider gave for this bucket.`,
      ),
    );
  return z
    .object({
      endpoint: line("Endpoint", 300).check(
        z.refine(
          (v) => v === "" || httpUrl(v.replace(/\/+$/, "")),
          "Enter the provider's address, e.g. https://s3.ap-south-1.amazonaws.com, or leave it empty for Amazon S3.",
        ),
      ),
      bucket: line("Bucket", 63, { required: "Enter the bucket's name." }).check(
        z.refine(
          (v) => v === "" || (BUCKET_NAME.test(v) && !v.includes("..")),
          "A bucket's name is 3 to 63 small letters, digits, dots or hyphens.",
        ),
      ),
      path: line("Folder", 200).check(
        z.refine(
          (v) => v === "" || (FOLDER.test(v.replace(/^\/+|\/+$/g, "")) && !v.split("/").includes("..")),
          "Use letters, digits and - _ . / only, e.g. mens-studio/site.",
        ),
      ),
      region: line("Region", 40).check(
        z.refine((v) => v === "" || /^[a-z0-9-]+$/.test(v), "A region looks like ap-south-1, us-east-1 or auto."),
      ),
      accessKeyId: keyRequired("Access key ID"),
      secretAccessKey: keyRequired("Secret key"),
    })
    .check(
      z.refine(
        (v) => (v.accessKeyId.trim() === "") === (v.secretAccessKey === ""),
        "Enter both keys, or leave both empty to keep the saved ones.",
      ),
    );
}

export type BucketInput = z.infer<ReturnType<typeof bucketFormSchema>>;

/** The form's values as the settings say (keys never). */
export function bucketFormValues(saved: BucketReplica | undefined): BucketFormValues {
  return {
    endpoint: saved?.endpoint ?? "",
    bucket: saved?.bucket ?? "",
    path: saved?.path ?? "",
    region: saved?.region ?? "",
    accessKeyId: "",
    secretAccessKey: "",
  };
}

/** A checked form as the bucket it names: the folder defaults to "site", a custom endpoint to path-style addresses. */
export function bucketFromInput(input: Pick<BucketInput, "endpoint" | "bucket" | "path" | "region">): BucketReplica {
  const endpoint = input.endpoint.replace(/\/+$/, "") || undefined;
  return {
    bucket: input.bucket,
    path: input.path.replace(/^\/+|\/+$/g, "") || "site",
    ...(endpoint ? { endpoint } : {}),
    ...(input.region ? { region: input.region } : {}),
    // MinIO, R2, B2 and the like want path-style addresses (BACKUP_URL's rule too).
    forcePathStyle: endpoint !== undefined,
  };
}

/** Amazon's own endpoint for a region (no endpoint given). */
function awsEndpoint(region: string | undefined): string {
  return `https://s3.${region ?? "us-east-1"}.amazonaws.com`;
}

/** The region a request is signed for: the one given, else us-east-1 (what MinIO and most others accept). */
export function signingRegion(bucket: BucketReplica): string {
  return bucket.region ?? "us-east-1";
}

/** The bucket's own address: path-style (endpoint/bucket) or virtual-hosted (bucket.endpoint). */
function bucketRoot(bucket: BucketReplica): string {
  const base = new URL(bucket.endpoint ?? awsEndpoint(bucket.region));
  return bucket.forcePathStyle
    ? `${base.origin}${base.pathname.replace(/\/+$/, "")}/${encodeURIComponent(bucket.bucket)}`
    : `${base.protocol}//${bucket.bucket}.${base.host}`;
}

/** The object's key: `name` inside the bucket's folder. */
export function objectKey(bucket: Pick<BucketReplica, "path">, name: string): string {
  return [bucket.path, name].filter(Boolean).join("/");
}

/** The address of an object in the bucket, `name` inside the bucket's folder. */
export function objectUrl(bucket: BucketReplica, name: string): string {
  const key = objectKey(bucket, name)
    .split("/")
    .map((part) => encodeURIComponent(part))
    .join("/");
  return `${bucketRoot(bucket)}/${key}`;
}

/** The listing (ListObjectsV2) of the objects whose name starts with `prefix` inside the folder. */
export function listUrl(bucket: BucketReplica, prefix: string): string {
  const url = new URL(`${bucketRoot(bucket)}/`);
  url.searchParams.set("list-type", "2");
  url.searchParams.set("prefix", objectKey(bucket, prefix));
  return url.toString();
}

/** Where the copies are, as the owner reads it: "r2.example.com/shop-backups/site". */
export function bucketWhere(bucket: Pick<BucketReplica, "endpoint" | "bucket" | "path" | "region">): string {
  const host = bucket.endpoint ? new URL(bucket.endpoint).host : `s3.${bucket.region ?? "us-east-1"}.amazonaws.com`;
  return `${host}/${bucket.bucket}/${bucket.path}`;
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function xmlText(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? "");
}

/**
 * The provider's refusal in its own words: S3's XML error (`<Code>NoSuchBucket</Code>
 * <Message>The specified bucket does not exist</Message>`) as "NoSuchBucket: The
 * specified bucket does not exist", else the HTTP status and the start of the body.
 */
export function providerAnswer(status: number, statusText: string, body: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  if (code) return message ? `${xmlText(code)}: ${xmlText(message)}` : xmlText(code);
  const start = body.replace(/\s+/g, " ").trim().slice(0, 200);
  return `HTTP ${status}${statusText ? ` ${statusText}` : ""}${start ? `: ${start}` : ""}`;
}

/**
 * Why a request never got an answer, as the network said it: fetch's "fetch failed"
 * hides the cause ("connect ECONNREFUSED 127.0.0.1:9000", "getaddrinfo ENOTFOUND …").
 */
export function networkAnswer(error: unknown): string {
  let current: unknown = error;
  let said = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 4 && current instanceof Error && current.cause !== undefined; depth++) {
    current = current.cause;
    if (current instanceof Error && current.message) said = current.message;
    else if (typeof current === "string") said = current;
  }
  return said.slice(0, 300);
}

/** A ListObjectsV2 answer's objects. */
export function listedObjects(xml: string): Array<{ key: string; size: number; lastModified: string }> {
  const objects: Array<{ key: string; size: number; lastModified: string }> = [];
  for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const body = match[1] ?? "";
    const key = /<Key>([^<]*)<\/Key>/.exec(body)?.[1];
    if (key === undefined) continue;
    objects.push({
      key: xmlText(key),
      size: Number(/<Size>(\d+)<\/Size>/.exec(body)?.[1] ?? 0),
      lastModified: /<LastModified>([^<]*)<\/LastModified>/.exec(body)?.[1] ?? "",
    });
  }
  return objects;
}
