import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PLACEHOLDER_SITE_URL } from "../../lib/seo/site-meta.ts";
import { ConfigError, parseConfig } from "./config.server.ts";

const dirs: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "config-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const secret = "s".repeat(40);

describe("configuration", () => {
  it("defaults to port 3000 and SQLite under the data folder", () => {
    const dataDir = tempDataDir();
    const config = parseConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "sqlite", file: join(dataDir, "site.db") });
  });

  it("switches to PostgreSQL for a postgres URL and accepts sqlite: paths", () => {
    const base = { DATA_DIR: tempDataDir(), SESSION_SECRET: secret };
    expect(parseConfig({ ...base, DATABASE_URL: "postgres://u:p@127.0.0.1/db" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u:p@127.0.0.1/db",
    });
    expect(parseConfig({ ...base, DATABASE_URL: "sqlite:/tmp/x.db" }).database).toEqual({
      kind: "sqlite",
      file: "/tmp/x.db",
    });
  });

  it("requires SESSION_SECRET in production, with a clear message", () => {
    expect(() => parseConfig({ NODE_ENV: "production", DATA_DIR: tempDataDir() })).toThrow(
      /SESSION_SECRET: required when NODE_ENV=production/,
    );
    expect(() => parseConfig({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
  });

  it("generates a development secret once, keeps it private, and reuses it", () => {
    const dataDir = tempDataDir();
    const first = parseConfig({ DATA_DIR: dataDir }).sessionSecret;
    const file = join(dataDir, "session-secret");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first).toHaveLength(64);
    expect(parseConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    expect(readFileSync(file, "utf8")).toBe(first);
  });

  it("rejects bad values with the variable's name", () => {
    const dataDir = tempDataDir();
    expect(() => parseConfig({ DATA_DIR: dataDir, PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir, PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATA_DIR: dataDir, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ DATA_DIR: dataDir, SITE_URL: "www.themensstudio.in" })).toThrow(/SITE_URL/);
    expect(() => parseConfig({ DATA_DIR: dataDir, SITE_URL: "https://www.themensstudio.in" })).not.toThrow();
    expect(() => parseConfig({ DATA_DIR: dataDir, ADMIN_USERNAME: "boss" })).toThrow(
      /ADMIN_USERNAME and ADMIN_PASSWORD/,
    );
  });

  it("reads the site's address at start: SITE_URL's origin, else the placeholder", () => {
    const dataDir = tempDataDir();
    expect(parseConfig({ DATA_DIR: dataDir, SITE_URL: "https://Shop.Example.in/" }).siteUrl).toBe(
      "https://shop.example.in",
    );
    expect(parseConfig({ DATA_DIR: dataDir }).siteUrl).toBe(PLACEHOLDER_SITE_URL);
    expect(parseConfig({ DATA_DIR: dataDir, SITE_URL: " " }).siteUrl).toBe(PLACEHOLDER_SITE_URL);
  });

  it("reads TRUST_PROXY as a hop count or address list", () => {
    const base = { DATA_DIR: tempDataDir() };
    expect(parseConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ ...base, TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(parseConfig({ ...base, TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({ ...base, TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
    expect(parseConfig(base).trustProxy).toBeUndefined();
  });

  // "true" trusts every X-Forwarded-For hop: any client then picks its own address,
  // and the per-address limits (logins, messages) see whatever it sends.
  it("refuses TRUST_PROXY=true, naming the safe values", () => {
    const base = { DATA_DIR: tempDataDir() };
    for (const value of ["true", "TRUE", " True "]) {
      expect(() => parseConfig({ ...base, TRUST_PROXY: value })).toThrow(ConfigError);
    }
    let message = "";
    try {
      parseConfig({ ...base, TRUST_PROXY: "true" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TRUST_PROXY/);
    expect(message).toMatch(/loopback/);
    expect(message).toMatch(/hop count/);
    expect(message).toMatch(/address/);
  });
});

describe("alerts and retention configuration", () => {
  const base = () => ({ DATA_DIR: tempDataDir(), SESSION_SECRET: secret });

  it("turns alerts on with SMTP_URL and NOTIFY_EMAIL, off without them", () => {
    expect(parseConfig(base()).alerts).toBeUndefined();
    const config = parseConfig({
      ...base(),
      SMTP_URL: "smtp://alerts%40shop.example:pa%3Ass@mail.example.com:587",
      NOTIFY_EMAIL: "owner@shop.example, counter@shop.example",
    });
    expect(config.alerts).toEqual({
      smtpUrl: "smtp://alerts%40shop.example:pa%3Ass@mail.example.com:587",
      notify: ["owner@shop.example", "counter@shop.example"],
      from: "alerts@shop.example",
    });
    expect(
      parseConfig({ ...base(), SMTP_URL: "smtps://relay.example.com", NOTIFY_EMAIL: "owner@shop.example" }).alerts
        ?.from,
    ).toBe("owner@shop.example");
    expect(
      parseConfig({
        ...base(),
        SMTP_URL: "smtp://relay.example.com",
        NOTIFY_EMAIL: "owner@shop.example",
        MAIL_FROM: "website@shop.example",
      }).alerts?.from,
    ).toBe("website@shop.example");
  });

  it("refuses half an alert setup and malformed values, naming the variable", () => {
    expect(() => parseConfig({ ...base(), SMTP_URL: "smtp://relay.example.com" })).toThrow(
      /SMTP_URL and NOTIFY_EMAIL: set both/,
    );
    expect(() => parseConfig({ ...base(), SMTP_URL: "http://relay.example.com", NOTIFY_EMAIL: "a@b.example" })).toThrow(
      /SMTP_URL: must be a URL like smtp:/,
    );
    expect(() => parseConfig({ ...base(), SMTP_URL: "smtp://relay.example.com", NOTIFY_EMAIL: "owner" })).toThrow(
      /NOTIFY_EMAIL/,
    );
    expect(() => parseConfig({ ...base(), MESSAGE_RETENTION_DAYS: "0" })).toThrow(/MESSAGE_RETENTION_DAYS/);
    expect(() => parseConfig({ ...base(), MESSAGE_RETENTION_DAYS: "a year" })).toThrow(/MESSAGE_RETENTION_DAYS/);
  });

  it("keeps messages unless MESSAGE_RETENTION_DAYS is set", () => {
    expect(parseConfig(base()).messageRetentionDays).toBeUndefined();
    expect(parseConfig({ ...base(), MESSAGE_RETENTION_DAYS: "" }).messageRetentionDays).toBeUndefined();
    expect(parseConfig({ ...base(), MESSAGE_RETENTION_DAYS: "365" }).messageRetentionDays).toBe(365);
  });

  it("keeps the activity log 365 days unless ACTIVITY_RETENTION_DAYS says otherwise, within 30 to 3650", () => {
    expect(parseConfig(base()).activityRetentionDays).toBe(365);
    expect(parseConfig({ ...base(), ACTIVITY_RETENTION_DAYS: "" }).activityRetentionDays).toBe(365);
    expect(parseConfig({ ...base(), ACTIVITY_RETENTION_DAYS: "730" }).activityRetentionDays).toBe(730);
    for (const wrong of ["7", "99999", "a year", "1.5"]) {
      expect(() => parseConfig({ ...base(), ACTIVITY_RETENTION_DAYS: wrong })).toThrow(/ACTIVITY_RETENTION_DAYS/);
    }
  });

  it("books 3 visits per slot unless SLOT_CAPACITY says otherwise", () => {
    expect(parseConfig(base()).slotCapacity).toBe(3);
    expect(parseConfig({ ...base(), SLOT_CAPACITY: "" }).slotCapacity).toBe(3);
    expect(parseConfig({ ...base(), SLOT_CAPACITY: "5" }).slotCapacity).toBe(5);
    expect(() => parseConfig({ ...base(), SLOT_CAPACITY: "0" })).toThrow(/SLOT_CAPACITY/);
    expect(() => parseConfig({ ...base(), SLOT_CAPACITY: "two" })).toThrow(/SLOT_CAPACITY/);
  });

  it("reads the shop's network as addresses and subnets, and names a wrong one", () => {
    expect(parseConfig(base()).storeNetwork).toEqual([]);
    expect(
      parseConfig({ ...base(), STORE_NETWORK: " 203.0.113.7, 198.51.100.0/24 ,2001:db8::/48" }).storeNetwork,
    ).toEqual(["203.0.113.7", "198.51.100.0/24", "2001:db8::/48"]);
    for (const wrong of ["shop-wifi", "203.0.113.0/33", "2001:db8::/129", "203.0.113.7/24/1", "300.1.1.1"]) {
      expect(() => parseConfig({ ...base(), STORE_NETWORK: wrong })).toThrow(/STORE_NETWORK/);
    }
  });

  it("allows the outbox time scale only in tests", () => {
    expect(parseConfig(base()).outboxTimeScale).toBe(1);
    expect(() => parseConfig({ ...base(), OUTBOX_TEST_TIME_SCALE: "60" })).toThrow(/only for tests/);
    expect(parseConfig({ ...base(), NODE_ENV: "test", OUTBOX_TEST_TIME_SCALE: "60" }).outboxTimeScale).toBe(60);
  });

  it("counts Insights unless INSIGHTS=off, keeping 400 days unless told otherwise", () => {
    expect(parseConfig(base()).insights).toEqual({ enabled: true, retentionDays: 400 });
    expect(parseConfig({ ...base(), INSIGHTS: "" }).insights.enabled).toBe(true);
    expect(parseConfig({ ...base(), INSIGHTS: "on" }).insights.enabled).toBe(true);
    expect(parseConfig({ ...base(), INSIGHTS: "off" }).insights.enabled).toBe(false);
    expect(() => parseConfig({ ...base(), INSIGHTS: "no" })).toThrow(/INSIGHTS/);
    expect(parseConfig({ ...base(), INSIGHTS_RETENTION_DAYS: "90" }).insights.retentionDays).toBe(90);
    expect(() => parseConfig({ ...base(), INSIGHTS_RETENTION_DAYS: "3" })).toThrow(/INSIGHTS_RETENTION_DAYS/);
    expect(() => parseConfig({ ...base(), INSIGHTS_RETENTION_DAYS: "a year" })).toThrow(/INSIGHTS_RETENTION_DAYS/);
  });
});

describe("backup configuration", () => {
  it("defaults to snapshots and a file replica inside the data folder, daily at 3, kept 14 days, and says that is one disk", () => {
    const dataDir = tempDataDir();
    const { backup } = parseConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret });
    expect(backup).toMatchObject({
      dir: join(dataDir, "backups"),
      dirConfigured: false,
      insideDataDir: true,
      hour: 3,
      keepDays: 14,
      replication: true,
    });
    expect(backup.bucket).toBeUndefined();
  });

  it("takes another disk, an S3-compatible bucket with its keys, the hour and the days", () => {
    const { backup } = parseConfig({
      DATA_DIR: tempDataDir(),
      SESSION_SECRET: secret,
      BACKUP_DIR: "/mnt/backup",
      BACKUP_URL: "s3://shop-backups/site?endpoint=https://minio.local:9000&region=auto",
      BACKUP_ACCESS_KEY_ID: "key",
      BACKUP_SECRET_ACCESS_KEY: "secret",
      BACKUP_HOUR: "22",
      BACKUP_KEEP_DAYS: "30",
      BACKUP_REPLICATION: "off",
    });
    expect(backup).toMatchObject({
      dir: "/mnt/backup",
      dirConfigured: true,
      insideDataDir: false,
      hour: 22,
      keepDays: 30,
    });
    expect(backup.replication).toBe(false);
    expect(backup.bucket).toEqual({
      bucket: "shop-backups",
      path: "site",
      endpoint: "https://minio.local:9000",
      region: "auto",
      forcePathStyle: true,
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
  });

  it("names the variable when a backup setting is wrong", () => {
    const base = { DATA_DIR: tempDataDir(), SESSION_SECRET: secret };
    expect(() => parseConfig({ ...base, BACKUP_HOUR: "24" })).toThrow(/BACKUP_HOUR/);
    expect(() => parseConfig({ ...base, BACKUP_KEEP_DAYS: "0" })).toThrow(/BACKUP_KEEP_DAYS/);
    expect(() => parseConfig({ ...base, BACKUP_URL: "https://bucket.example.com" })).toThrow(
      /BACKUP_URL: must look like s3:/,
    );
    expect(() => parseConfig({ ...base, BACKUP_ACCESS_KEY_ID: "only-one" })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, BACKUP_REPLICATION: "maybe" })).toThrow(/BACKUP_REPLICATION/);
  });
});
