import { describe, expect, it } from "vitest";
import { litestreamConfig } from "./litestream-config.ts";

describe("Litestream's configuration", () => {
  it("replicates the one database to a file replica, quickly, keeping the days asked for", () => {
    const config = JSON.parse(
      litestreamConfig({
        database: "/srv/data/site.db",
        replica: { type: "file", path: "/mnt/b/replica" },
        keepDays: 14,
      }),
    );
    expect(config.dbs).toHaveLength(1);
    const [db] = config.dbs;
    expect(db.path).toBe("/srv/data/site.db");
    expect(db["monitor-interval"]).toBe("200ms");
    // PASSIVE checkpoints keep the WAL small; the blocking kind only for a runaway WAL.
    expect(db["min-checkpoint-page-count"]).toBe(1000);
    expect(db["max-checkpoint-page-count"]).toBe(100_000);
    expect(db.replicas).toEqual([
      expect.objectContaining({ type: "file", path: "/mnt/b/replica", "sync-interval": "200ms", retention: "336h" }),
    ]);
  });

  it("points a bucket replica at an S3-compatible endpoint, path-style, with no secret in the file", () => {
    const text = litestreamConfig({
      database: "/d/site.db",
      replica: { type: "s3", bucket: "shop", path: "site", endpoint: "https://minio.local:9000", forcePathStyle: true },
      keepDays: 7,
    });
    const replica = JSON.parse(text).dbs[0].replicas[0];
    expect(replica).toMatchObject({
      type: "s3",
      bucket: "shop",
      path: "site",
      endpoint: "https://minio.local:9000",
      "force-path-style": true,
      "sync-interval": "1s",
      retention: "168h",
    });
    expect(text).not.toMatch(/key/i);
  });

  it("keeps odd characters in a path as they are (JSON quoting, no shell or env expansion)", () => {
    const text = litestreamConfig({
      database: '/d/a "b" $HOME/site.db',
      replica: { type: "file", path: "/r" },
      keepDays: 1,
    });
    expect(JSON.parse(text).dbs[0].path).toBe('/d/a "b" $HOME/site.db');
  });
});
