import nodemailer from "nodemailer";
import { oneLine } from "../../lib/mail/alert-email.ts";

/**
 * Outgoing mail through the store's SMTP server (nodemailer), configured by
 * SMTP_URL. A small pool keeps connections open for bursts; every timeout is short
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
 * Set by lifecycle startup() when SMTP_URL and NOTIFY_EMAIL are configured and the
 * outbox sender runs: every e-mail (message and booking alerts, invitations, reset
 * links) is queued only then, so nothing piles up in an outbox nobody sends.
 */
export function setMailConfigured(on: boolean): void {
  configured = on;
}

/** Whether this server sends e-mail at all. */
export function mailConfigured(): boolean {
  return configured;
}

/** `fromName` may be read per e-mail (the store's name from its settings, which staff can change). */
export type SmtpSettings = { smtpUrl: string; from: string; fromName: string | (() => Promise<string>) };

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
    ...smtpOptions(settings.smtpUrl),
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
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
