import type { MailServer, ServerMail } from "../../lib/mail/mail-server.ts";
import { savedIsComplete, savedTransport, serverFromSmtpUrl } from "../../lib/mail/mail-server.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { createMailer, setMailConfigured, type Mailer, type OutgoingMail } from "./mailer.server.ts";
import { readStoredMail } from "./mail-settings.server.ts";

/**
 * The process's way out for e-mail: the server's SMTP_URL and NOTIFY_EMAIL when set
 * (they win, fixed for the process's life), else what Settings → Mail saved, read
 * again without a restart. Every outbox handler gets `mailer` and `recipients` from
 * here, so the next alert after a save goes through the new settings:
 *
 * - a save in this process refreshes at once (`refreshMailRoute`);
 * - a send looks at the row again when its last look is over a second old, so a save
 *   on another instance is used by the next send there too;
 * - a timer looks every few seconds, so `mailConfigured()` (whether e-mails are
 *   queued at all) follows a save made on another instance.
 *
 * A changed row builds a new connection pool and closes the old one.
 */
type Active = { key: string; source: "server" | "saved"; server: MailServer; mailer: Mailer };

export type MailRouteOptions = {
  env: ServerMail | undefined;
  secret: string;
  fromName: () => Promise<string>;
  /** How often the timer looks at the saved row (default 5 s). */
  pollMs?: number;
};

const FRESH_MS = 1_000;

export class MailRoute {
  private active: Active | null = null;
  private lastLook = 0;
  private looking: Promise<void> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly database: Database;
  private readonly options: MailRouteOptions;

  constructor(database: Database, options: MailRouteOptions) {
    this.database = database;
    this.options = options;
  }

  /** Reads the source once and, without SMTP_URL, keeps looking for saves. */
  async start(): Promise<void> {
    await this.refresh();
    if (this.options.env) return;
    this.timer = setInterval(() => {
      void this.refresh().catch((error: unknown) => log.warn("mail_route_refresh_failed", { error: String(error) }));
    }, this.options.pollMs ?? 5_000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.active?.mailer.close();
    this.active = null;
    setMailConfigured(false);
  }

  /** What is in effect now, as this process last read it. */
  view(): { source: "server" | "saved"; server: MailServer } | null {
    return this.active ? { source: this.active.source, server: this.active.server } : null;
  }

  /** Reads the source again (one small row), rebuilding the connection when it changed. */
  refresh(): Promise<void> {
    // Concurrent sends share one look.
    this.looking ??= this.look().finally(() => {
      this.looking = undefined;
    });
    return this.looking;
  }

  private async look(): Promise<void> {
    this.lastLook = Date.now();
    const { env, secret, fromName } = this.options;
    let next: Omit<Active, "mailer"> & { build: () => Mailer };
    if (env) {
      if (this.active) return;
      next = {
        key: "server",
        source: "server",
        server: serverFromSmtpUrl(env),
        build: () => createMailer({ smtpUrl: env.smtpUrl, from: env.from, fromName }),
      };
    } else {
      const stored = await readStoredMail(this.database.db, secret);
      const saved = stored.saved;
      if (!savedIsComplete(saved)) {
        this.replace(null);
        return;
      }
      if (stored.passwordUnreadable && this.active?.key !== `${stored.version}:`) {
        log.warn("mail_password_unreadable", {
          hint: "SESSION_SECRET changed: type the password again in Settings → Mail",
        });
      }
      const { password, ...server } = saved;
      next = {
        // The version moves on every save; the password is in it too, for a SESSION_SECRET change.
        key: `${stored.version}:${password ?? ""}`,
        source: "saved",
        server,
        build: () => createMailer({ transport: savedTransport(server, password), from: server.from, fromName }),
      };
    }
    if (this.active?.key === next.key) return;
    this.replace({ key: next.key, source: next.source, server: next.server, mailer: next.build() });
    log.info("mail_route", { source: next.source, host: next.server.host, port: next.server.port });
  }

  private replace(active: Active | null) {
    const old = this.active;
    this.active = active;
    setMailConfigured(active !== null);
    // A send in flight on the old pool finishes or fails; a failure is retried through the new one.
    if (old && old !== active) old.mailer.close();
  }

  private async fresh(): Promise<Active> {
    if (Date.now() - this.lastLook > FRESH_MS) await this.refresh();
    if (!this.active) throw new Error("No mail server is set (Settings → Mail, or SMTP_URL and NOTIFY_EMAIL)");
    return this.active;
  }

  /** The outbox handlers' mailer: sends through whatever is in effect at the moment of the send. */
  readonly mailer: Mailer = {
    send: async (mail: OutgoingMail) => (await this.fresh()).mailer.send(mail),
    close: () => this.stop(),
  };

  /** Who is alerted, read with the same look as the send. */
  readonly recipients = async (): Promise<string[]> => (await this.fresh()).server.notify;
}

let processRoute: MailRoute | undefined;

/** The process's route, set by lifecycle startup(). */
export function setMailRoute(route: MailRoute | undefined): void {
  processRoute = route;
}

/** After a save in this process: the next e-mail goes through the new settings. */
export async function refreshMailRoute(): Promise<void> {
  await processRoute?.refresh();
}

/** Where alerts go now (the dashboard's card), as this process last read it. */
export function mailRouteView(): ReturnType<MailRoute["view"]> {
  return processRoute?.view() ?? null;
}
