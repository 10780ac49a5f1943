import { describe, expect, it } from "vitest";
import { checkSchemaVersion, snapshotBaseName, snapshotManifestSchema } from "./manifest.ts";

const known = ["2024-06-01-001-a", "2024-06-01-002-b", "2026-11-24-001-c"];

describe("a backup's schema version", () => {
  it("is accepted as it is, and an older one lists what is left to migrate", () => {
    expect(checkSchemaVersion(known, known)).toEqual({ ok: true, version: "2026-11-24-001-c", pending: [] });
    expect(checkSchemaVersion(known.slice(0, 2), known)).toEqual({
      ok: true,
      version: "2024-06-01-002-b",
      pending: ["2026-11-24-001-c"],
    });
  });

  it("is refused when it comes from a newer site, naming what to do", () => {
    const result = checkSchemaVersion([...known, "2027-01-01-001-new"], known);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/newer.*Update the site's code first/);
  });

  it("is refused when the copy has no schema of ours", () => {
    expect(checkSchemaVersion([], known).ok).toBe(false);
  });
});

describe("the manifest", () => {
  it("names snapshots so they sort by time", () => {
    const a = snapshotBaseName(new Date("2026-11-25T09:05:03.004Z"));
    expect(a).toBe("site-20261125T090503004Z");
    expect(snapshotBaseName(new Date("2026-11-25T10:00:00Z")) > a).toBe(true);
  });

  it("refuses a manifest with a bad checksum or a path in its file name", () => {
    const good = {
      format: 1,
      kind: "sqlite",
      file: "site-20261125T090503004Z.db",
      createdAt: "2026-11-25T09:05:03.004Z",
      bytes: 10,
      sha256: "a".repeat(64),
      migrations: known,
      reason: "manual",
    };
    expect(snapshotManifestSchema.safeParse(good).success).toBe(true);
    expect(snapshotManifestSchema.safeParse({ ...good, sha256: "xyz" }).success).toBe(false);
    expect(snapshotManifestSchema.safeParse({ ...good, file: "../etc/passwd" }).success).toBe(false);
  });
});
