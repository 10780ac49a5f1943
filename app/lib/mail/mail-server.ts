/**
 * The store's mail server as Settings → Mail keeps it, and which of the two places a
 * mail server can come from is in effect: SMTP_URL and NOTIFY_EMAIL on the server
 * win over the saved settings (a deployer who configures the machine keeps control
 * of it; the screen then shows theirs, read-only), the saved settings serve when the
 * server has none, and with neither nobody is e-mailed.
 */
export const SECURITY = ["tls", "starttls", "none"] as const;
export type Security = (typeof SECURITY)[number];

export const SECURITY_LABELS: Record<Security, string> = {
  tls: "TLS from the start (port 465)",
  starttls: "STARTTLS (port 587)",
  none: "None (no encryption)",
};

export function isSecurity(value: unknown): value is Security {
  return typeof value === "string" && (SECURITY as readonly string[]).includes(value);
}

/** What the screen edits, without the password (which is never read back out). */
export type MailServer = {
  host: string;
  port: number;
  security: Security;
  /** Empty: the server takes mail without signing in (a relay on the shop's network). */
  username: string;
  /** The alerts' sender address. */
  from: string;
  /** Who is alerted about new messages and bookings. */
  notify: string[];
};

/** The saved settings as the mail domain reads them, the password opened (null: none saved, or unreadable). */
export type SavedMail = MailServer & { password: string | null };

/** SMTP_URL, NOTIFY_EMAIL and MAIL_FROM as the server's configuration parsed them. */
export type ServerMail = { smtpUrl: string; notify: string[]; from: string };

/**
 * The mail server in effect. `server`: from the environment, shown read-only; its
 * password stays in SMTP_URL. `saved`: from Settings → Mail. `none`: alerts are off.
 */
export type MailSource =
  | { source: "server"; server: MailServer; smtpUrl: string }
  | { source: "saved"; server: MailServer; password: string | null }
  | { source: "none" };

/** A saved mail server is usable once it names a host, a sender and someone to alert. */
export function savedIsComplete(saved: SavedMail | null): saved is SavedMail {
  return !!saved && saved.host !== "" && saved.port > 0 && saved.from !== "" && saved.notify.length > 0;
}

/** The server's SMTP_URL as the screen shows it: host, port, security and user name; never the password. */
export function serverFromSmtpUrl(env: ServerMail): MailServer {
  const url = new URL(env.smtpUrl);
  const tls = url.protocol === "smtps:";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : tls ? 465 : 587,
    // smtp:// upgrades with STARTTLS when the server offers it (mailer.server.ts smtpOptions).
    security: tls ? "tls" : "starttls",
    username: decodeURIComponent(url.username),
    from: env.from,
    notify: env.notify,
  };
}

/** Which wins: the server's SMTP_URL and NOTIFY_EMAIL, else complete saved settings, else none. */
export function resolveMailSource(env: ServerMail | undefined, saved: SavedMail | null): MailSource {
  if (env) return { source: "server", server: serverFromSmtpUrl(env), smtpUrl: env.smtpUrl };
  if (savedIsComplete(saved)) {
    const { password, ...server } = saved;
    return { source: "saved", server, password };
  }
  return { source: "none" };
}

/**
 * Nodemailer's connection options for saved settings: TLS from the start, STARTTLS
 * required (a server that does not offer it is refused rather than sent the password
 * in clear), or plain. No user name: no AUTH at all.
 */
export function savedTransport(server: MailServer, password: string | null) {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === "tls",
    requireTLS: server.security === "starttls",
    ignoreTLS: server.security === "none",
    auth: server.username ? { user: server.username, pass: password ?? "" } : undefined,
  };
}

/** "a@shop.in, b@shop.in" or one per line, as the alerted field and NOTIFY_EMAIL take them. */
export function splitAddressList(value: string): string[] {
  return value
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}
