import nodemailer from "nodemailer";
import { oneLine } from "../../lib/mail/alert-email.ts";
import type { savedTransport } from "../../lib/mail/mail-server.ts";

/**
 * Outgoing mail through the store's SMTP server (nodemailer), configured by
 * SMTP_URL or by Settings → Mail (mail-route.server.ts picks which). A small pool keeps connections open for bursts; every timeout is short
 * enough that a send always ends well inside the outbox's lease (2 minutes).
 */
export type OutgoingMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: the visitor, so staff can answer from their mailbox. */
  replyTo?: { name: string; address: string };
  /** Stable per outbox entry, so a repeated send is recognisably the same message. */
  messageId: string;
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<{ messageId: string; response: string }>;
  close(): void;
};

let configured = false;

/**
 * Set by the mail route (mail-route.server.ts) while a mail server is in effect, the
 * server's SMTP_URL and NOTIFY_EMAIL or the saved Settings → Mail: every e-mail (message and booking alerts, invitations, reset
 * links) is queued only then, so nothing piles up in an outbox nobody sends.
 */
export function setMailConfigured(on: boolean): void {
  configured = on;
}

/** Whether this server sends e-mail at all. */
export function mailConfigured(): boolean {
  return configured;
}

/**
 * `smtpUrl`: the server's SMTP_URL; `transport`: the connection Settings → Mail saved
 * (lib/mail/mail-server.ts savedTransport). `fromName` may be read per e-mail (the
 * store's name from its settings, which staff can change).
 */
export type SmtpSettings = {
  smtpUrl?: string;
  transport?: SavedTransport;
  from: string;
  fromName: string | (() => Promise<string>);
};

export type SavedTransport = ReturnType<typeof savedTransport>;

/** Short enough that a send always ends well inside the outbox's lease (2 minutes). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The connection of either source: the server's SMTP_URL, or the saved settings. */
export function connectionOptions(settings: Pick<SmtpSettings, "smtpUrl" | "transport">) {
  if (settings.transport) return settings.transport;
  if (settings.smtpUrl) return smtpOptions(settings.smtpUrl);
  throw new Error("No mail server is set");
}

/** smtp://user:pass@host:port (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  };
}

export function createMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    ...connectionOptions(settings),
    pool: true,
    maxConnections: 3,
    ...SMTP_TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      const name = typeof settings.fromName === "string" ? settings.fromName : await settings.fromName();
      const info = await transport.sendMail({
        from: { name: oneLine(name), address: settings.from },
        to: mail.to,
        // Header values pass through oneLine: no CR/LF, so no second header can be smuggled in.
        subject: oneLine(mail.subject, 250),
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo
          ? { name: oneLine(mail.replyTo.name), address: oneLine(mail.replyTo.address) }
          : undefined,
        messageId: mail.messageId,
        headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
      });
      return { messageId: info.messageId, response: info.response };
    },
    close() {
      transport.close();
    },
  };
}
