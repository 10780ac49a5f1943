import { describe, expect, it } from "vitest";
import { parseBackupConfig, withSavedBucket } from "./backup-config.ts";
import {
  bucketFormSchema,
  bucketFromInput,
  bucketWhere,
  listedObjects,
  listUrl,
  networkAnswer,
  objectUrl,
  providerAnswer,
} from "./bucket.ts";

const form = {
  endpoint: "https://acc123.r2.cloudflarestorage.com/",
  bucket: "mens-studio-backups",
  path: "/site/",
  region: "auto",
  accessKeyId: "AKIA123",
  secretAccessKey: "s3cr3t",
};

describe("the bucket form", () => {
  it("takes a provider's bucket and reads it as the replica Litestream is given", () => {
    const parsed = bucketFormSchema({ keysSaved: false }).safeParse(form);
    expect(parsed.success).toBe(true);
    expect(bucketFromInput(form)).toEqual({
      bucket: "mens-studio-backups",
      path: "site",
      endpoint: "https://acc123.r2.cloudflarestorage.com",
      region: "auto",
      forcePathStyle: true,
    });
    // Amazon itself: no endpoint, virtual-hosted addresses; the folder defaults to "site".
    expect(bucketFromInput({ ...form, endpoint: "", path: "" })).toEqual({
      bucket: "mens-studio-backups",
      path: "site",
      region: "auto",
      forcePathStyle: false,
    });
  });

  it("needs both keys for a new bucket, and keeps the saved ones when both are left empty", () => {
    const fresh = bucketFormSchema({ keysSaved: false });
    expect(fresh.safeParse({ ...form, accessKeyId: "", secretAccessKey: "" }).success).toBe(false);
    const saved = bucketFormSchema({ keysSaved: true });
    expect(saved.safeParse({ ...form, accessKeyId: "", secretAccessKey: "" }).success).toBe(true);
    // One key alone is a mistake either way.
    expect(saved.safeParse({ ...form, secretAccessKey: "" }).success).toBe(false);
  });

  it("refuses what S3 would refuse, in words", () => {
    const schema = bucketFormSchema({ keysSaved: true });
    const issues = (values: Partial<typeof form>) => {
      const result = schema.safeParse({ ...form, ...values });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(issues({ bucket: "My_Bucket" })).toEqual([
      "A bucket's name is 3 to 63 small letters, digits, dots or hyphens.",
    ]);
    expect(issues({ endpoint: "ftp://example.com" })[0]).toMatch(/^Enter the provider's address/);
    expect(issues({ endpoint: "https://user:pw@example.com" })[0]).toMatch(/^Enter the provider's address/);
    expect(issues({ path: "../other" })[0]).toMatch(/^Use letters, digits/);
    expect(issues({ region: "Mumbai" })[0]).toMatch(/^A region looks like/);
  });
});

describe("addresses in the bucket", () => {
  const r2 = bucketFromInput(form);
  it("path-style for another provider, virtual-hosted for Amazon", () => {
    expect(objectUrl(r2, "snapshots/site-1.json")).toBe(
      "https://acc123.r2.cloudflarestorage.com/mens-studio-backups/site/snapshots/site-1.json",
    );
    const aws = bucketFromInput({ ...form, endpoint: "", region: "ap-south-1" });
    expect(objectUrl(aws, "x y.txt")).toBe("https://mens-studio-backups.s3.ap-south-1.amazonaws.com/site/x%20y.txt");
    expect(listUrl(r2, "snapshots/")).toBe(
      "https://acc123.r2.cloudflarestorage.com/mens-studio-backups/?list-type=2&prefix=site%2Fsnapshots%2F",
    );
  });

  it("says where the copies are as host/bucket/folder", () => {
    expect(bucketWhere(r2)).toBe("acc123.r2.cloudflarestorage.com/mens-studio-backups/site");
    expect(bucketWhere({ bucket: "b", path: "p", region: "ap-south-1" })).toBe("s3.ap-south-1.amazonaws.com/b/p");
  });
});

describe("the provider's answer", () => {
  it("is S3's own code and message", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message></Error>`;
    expect(providerAnswer(403, "Forbidden", xml)).toBe(
      "SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    );
    expect(providerAnswer(404, "Not Found", "<Error><Code>NoSuchBucket</Code></Error>")).toBe("NoSuchBucket");
    expect(providerAnswer(502, "Bad Gateway", "<html>upstream &amp; down</html>")).toBe(
      "HTTP 502 Bad Gateway: <html>upstream &amp; down</html>",
    );
  });

  it("is the network's own words when no answer came", () => {
    const refused = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9000"), { code: "ECONNREFUSED" }),
    });
    expect(networkAnswer(refused)).toBe("connect ECONNREFUSED 127.0.0.1:9000");
    expect(networkAnswer(new Error("plain"))).toBe("plain");
  });

  it("lists a bucket's objects", () => {
    const xml =
      "<ListBucketResult><Contents><Key>site/snapshots/a&amp;b.json</Key><Size>12</Size><LastModified>2026-11-27T10:00:00.000Z</LastModified></Contents></ListBucketResult>";
    expect(listedObjects(xml)).toEqual([
      { key: "site/snapshots/a&b.json", size: 12, lastModified: "2026-11-27T10:00:00.000Z" },
    ]);
  });
});

describe("which settings backups run with", () => {
  const saved = { ...bucketFromInput(form), accessKeyId: "k", secretAccessKey: "s" };
  it("the saved bucket, when the server names no place", () => {
    const config = parseBackupConfig({}, "/srv/data");
    const effective = withSavedBucket(config, saved);
    expect(effective.bucket).toEqual(saved);
    expect(effective.insideDataDir).toBe(false);
    expect(withSavedBucket(config, undefined)).toBe(config);
  });

  it("BACKUP_DIR or BACKUP_URL on the server win over the saved bucket", () => {
    const dir = parseBackupConfig({ BACKUP_DIR: "/mnt/backup" }, "/srv/data");
    expect(withSavedBucket(dir, saved)).toBe(dir);
    const url = parseBackupConfig({ BACKUP_URL: "s3://server-bucket/site" }, "/srv/data");
    expect(withSavedBucket(url, saved).bucket?.bucket).toBe("server-bucket");
  });
});
