import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { dirname, resolve } from "node:path";
import { z } from "zod";
import { PLACEHOLDER_SITE_URL } from "../../lib/seo/site-meta.ts";
import { parseSiteUrl } from "../../lib/seo/site-url.ts";
import { backupEnvSchema, parseBackupConfig, type BackupConfig } from "../../lib/backup/backup-config.ts";

/**
 * Configuration comes from the environment only, validated once at start so a
 * mistake stops the process with a clear message instead of failing later.
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** An unset or blank variable is the same (a blank line in an env file). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

function isAddressOrSubnet(value: string): boolean {
  const [address = "", prefix, extra] = value.split("/");
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function splitAddresses(value: string): string[] {
  return value
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^(postgres(ql)?|sqlite|file):/.test(value), {
      message: "must start with postgres://, postgresql://, sqlite: or file:",
    }),
  SESSION_SECRET: z.string().optional(),
  /** Express `trust proxy`: "true", a hop count, or a list of addresses/subnets. */
  TRUST_PROXY: z.string().trim().optional(),
  ADMIN_USERNAME: z.string().trim().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().trim().optional(),
  ADMIN_EMAIL: z.string().trim().optional(),
  LOG_REQUESTS: booleanish.optional(),
  /** The site's public origin, read at every start (one build serves any domain). */
  SITE_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (!value?.trim()) return;
      try {
        parseSiteUrl(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message.replace(/^SITE_URL /, "") });
      }
    }),
  /** Alert e-mails: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol)),
    { message: "must be a URL like smtp://user:password@mail.example.com:587 (or smtps:// for port 465)" },
  ),
  /** Who gets the alerts: one address or several, separated by commas. */
  NOTIFY_EMAIL: optionalText.refine(
    (value) => value === undefined || splitAddresses(value).every((a) => z.email().safeParse(a).success),
    { message: "must be one e-mail address or several separated by commas" },
  ),
  /** The alerts' sender address; default: the SMTP user name when it is an address, else the first NOTIFY_EMAIL. */
  MAIL_FROM: optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: "must be an e-mail address",
  }),
  /** Delete contact messages older than this many days, once a day. Unset: keep them. */
  MESSAGE_RETENTION_DAYS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(36500).optional()),
  /** Days the staff activity log keeps an entry (sign-ins, account and settings changes, exports, deletes). */
  ACTIVITY_RETENTION_DAYS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(30).max(3650).optional()),
  /** Tests only: divides the outbox's retry waits (see the check in parseConfig). */
  OUTBOX_TEST_TIME_SCALE: optionalText.pipe(z.coerce.number<string | undefined>().min(1).max(10_000).optional()),
  /** Visits booked per 30-minute slot at most (trial holds and fittings together). */
  SLOT_CAPACITY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(100).optional()),
  /**
   * The shop's own network: addresses or subnets (203.0.113.7, 203.0.113.0/24,
   * 2001:db8::/48), separated by commas. Bookings from there are never held back by
   * the per-address limit (a counter books many; shoppers on the shop's Wi-Fi share it).
   */
  STORE_NETWORK: optionalText.refine((value) => value === undefined || splitAddresses(value).every(isAddressOrSubnet), {
    message: "must be IP addresses or subnets (203.0.113.7, 203.0.113.0/24), separated by commas",
  }),
  /** Rendered public pages kept in memory (0 turns the cache off), and its size bound. */
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(50),
  /** Renders of uncached public pages one address may ask for: a burst, then this many a second. */
  PAGE_RENDER_BURST: z.coerce.number().int().min(1).max(1_000_000).default(10),
  PAGE_RENDER_PER_SECOND: z.coerce.number().min(0.1).max(1_000_000).default(3),
  /** A request body that sends nothing for this long is cut (408); a slow but moving one is not. */
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Insights (first-party, cookie-less counts for the staff): on unless "off". */
  INSIGHTS: optionalText.pipe(z.enum(["on", "off"]).optional()),
  /** Days Insights' daily sums are kept. */
  INSIGHTS_RETENTION_DAYS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(7).max(3650).optional()),
  /** Benchmark only (scripts/bench-contact.ts): see the check in parseConfig. */
  UNSAFE_BENCHMARK_NO_RATE_LIMITS: z.string().optional(),
  ...backupEnvSchema,
});

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  sessionSecret: string;
  trustProxy: false | number | string | undefined;
  /**
   * The public origin (SITE_URL, else the placeholder) of canonical and Open Graph
   * URLs, the sitemap, robots.txt and every e-mailed link: read here at start, so
   * the same build serves any domain.
   */
  siteUrl: string;
  initialAdmin?: { username: string; password: string; name?: string; email?: string };
  logRequests: boolean;
  pageCache: { maxEntries: number; maxBytes: number };
  /** Per address, renders of pages the cache does not hold (null only for the benchmark). */
  pageRenderLimit: { burst: number; perSecond: number } | null;
  /** A request body idle this long is cut (BODY_IDLE_TIMEOUT_MS). */
  bodyIdleTimeoutMs: number;
  /** Only ever true for `npm run bench:contact` (NODE_ENV=test and an exact phrase). */
  rateLimitsDisabled: boolean;
  /** E-mail alerts for new messages; absent when SMTP_URL and NOTIFY_EMAIL are not set (alerts off). */
  alerts?: { smtpUrl: string; notify: string[]; from: string };
  /** Days a contact message is kept; absent: kept until staff delete it. */
  messageRetentionDays?: number;
  /** Bookings one visit slot takes at most (SLOT_CAPACITY). */
  slotCapacity: number;
  /** STORE_NETWORK: the shop's addresses and subnets, as written. */
  storeNetwork: string[];
  /** 1 except in tests (OUTBOX_TEST_TIME_SCALE). */
  outboxTimeScale: number;
  /** Insights: counting on or off (INSIGHTS), and how many days of sums are kept. */
  insights: { enabled: boolean; retentionDays: number };
  /** Days the activity log keeps an entry (ACTIVITY_RETENTION_DAYS, default 365). */
  activityRetentionDays: number;
  /** Snapshots, replication and their schedule (BACKUP_*): app/lib/backup/backup-config.ts. */
  backup: BackupConfig;
};

/** 13 months: this year's wedding season can be set against last year's. */
export const INSIGHTS_RETENTION_DEFAULT_DAYS = 400;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every setting.`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);

  let database: DatabaseTarget;
  if (!e.DATABASE_URL) database = { kind: "sqlite", file: resolve(dataDir, "site.db") };
  else if (e.DATABASE_URL.startsWith("postgres")) database = { kind: "postgres", url: e.DATABASE_URL };
  else database = { kind: "sqlite", file: resolve(e.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, "")) };

  // An empty variable is the same as an unset one (a blank line in an env file).
  let sessionSecret = e.SESSION_SECRET || undefined;
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: must be at least 32 characters (try: openssl rand -hex 32)",
    );
  }
  if (!sessionSecret) {
    if (e.NODE_ENV === "production") {
      throw new ConfigError(
        "Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production (try: openssl rand -hex 32)",
      );
    }
    sessionSecret = developmentSecret(dataDir);
  }

  if ((e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) || (!e.ADMIN_USERNAME && e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD: set both or neither");
  }

  // The contact benchmark must post thousands of messages from one address. The
  // switch needs an exact phrase and NODE_ENV=test, and production refuses to start
  // with it set at all, so it cannot be left on by accident.
  const benchPhrase = "yes-i-am-benchmarking";
  if (e.UNSAFE_BENCHMARK_NO_RATE_LIMITS !== undefined && e.UNSAFE_BENCHMARK_NO_RATE_LIMITS !== "") {
    if (e.NODE_ENV !== "test" || e.UNSAFE_BENCHMARK_NO_RATE_LIMITS !== benchPhrase) {
      throw new ConfigError(
        `Invalid configuration:\n  UNSAFE_BENCHMARK_NO_RATE_LIMITS: only for the benchmark (NODE_ENV=test, value "${benchPhrase}"); remove it`,
      );
    }
  }

  if (Boolean(e.SMTP_URL) !== Boolean(e.NOTIFY_EMAIL)) {
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_URL and NOTIFY_EMAIL: set both (alerts on) or neither (alerts off)",
    );
  }
  if (e.OUTBOX_TEST_TIME_SCALE !== undefined && e.NODE_ENV !== "test") {
    throw new ConfigError(
      "Invalid configuration:\n  OUTBOX_TEST_TIME_SCALE: only for tests (NODE_ENV=test); remove it",
    );
  }
  let alerts: AppConfig["alerts"];
  if (e.SMTP_URL && e.NOTIFY_EMAIL) {
    const notify = splitAddresses(e.NOTIFY_EMAIL);
    const user = decodeURIComponent(new URL(e.SMTP_URL).username);
    const from = e.MAIL_FROM ?? (z.email().safeParse(user).success ? user : (notify[0] as string));
    alerts = { smtpUrl: e.SMTP_URL, notify, from };
  }

  let backup: BackupConfig;
  try {
    backup = parseBackupConfig(e, dataDir);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    sessionSecret,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    siteUrl: e.SITE_URL?.trim() ? parseSiteUrl(e.SITE_URL) : PLACEHOLDER_SITE_URL,
    initialAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME, email: e.ADMIN_EMAIL }
        : undefined,
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV === "production",
    pageCache: { maxEntries: e.PAGE_CACHE_ENTRIES, maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024) },
    rateLimitsDisabled: e.NODE_ENV === "test" && e.UNSAFE_BENCHMARK_NO_RATE_LIMITS === benchPhrase,
    pageRenderLimit:
      e.NODE_ENV === "test" && e.UNSAFE_BENCHMARK_NO_RATE_LIMITS === benchPhrase
        ? null
        : { burst: e.PAGE_RENDER_BURST, perSecond: e.PAGE_RENDER_PER_SECOND },
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
    ...(alerts ? { alerts } : {}),
    ...(e.MESSAGE_RETENTION_DAYS ? { messageRetentionDays: e.MESSAGE_RETENTION_DAYS } : {}),
    slotCapacity: e.SLOT_CAPACITY ?? 3,
    storeNetwork: e.STORE_NETWORK ? splitAddresses(e.STORE_NETWORK) : [],
    outboxTimeScale: e.OUTBOX_TEST_TIME_SCALE ?? 1,
    insights: {
      enabled: e.INSIGHTS !== "off",
      retentionDays: e.INSIGHTS_RETENTION_DAYS ?? INSIGHTS_RETENTION_DEFAULT_DAYS,
    },
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS ?? 365,
    backup,
  };
}

function parseTrustProxy(value: string | undefined): AppConfig["trustProxy"] {
  if (!value) return undefined;
  // "true" trusts every X-Forwarded-For hop, so a client names its own address and
  // every per-address limit (logins, messages) counts whatever it sends.
  if (value.toLowerCase() === "true") {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY: "true" lets any client choose the address the limits see; ' +
        "set it to your proxy: loopback (nginx on this machine), a hop count (1 for one proxy in front), " +
        "or the proxy's addresses/subnets (10.0.0.5, 10.0.0.0/8)",
    );
  }
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** In development a secret is made once and kept, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

let current: AppConfig | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): AppConfig {
  current ??= parseConfig(process.env);
  return current;
}
