import nodemailer from "nodemailer";
import { oneLine } from "../../lib/mail/alert-email.ts";
import { type ServerMail, savedTransport } from "../../lib/mail/mail-server.ts";
import { smtpAnswer, type SmtpAnswer } from "../../lib/mail/smtp-answer.ts";
import type { Database } from "../platform/db.server.ts";
import { log } from "../platform/log.server.ts";
import { smtpOptions, SMTP_TIMEOUTS } from "./mailer.server.ts";
import { currentMailSource } from "./mail-settings.server.ts";

/**
 * Settings → Mail's "Send a test e-mail": one e-mail through the mail server in
 * effect (the server's SMTP_URL, else the settings as saved, not as typed: what the
 * alerts will use), straight to the server rather than through the outbox, because
 * the owner is waiting for the server's own answer: the address it accepted, or its
 * refusal in its own words (lib/mail/smtp-answer.ts).
 */
export type TestMailResult =
  | { ok: true; to: string[]; source: "server" | "saved"; response: string }
  | ({ ok: false; reason: "none" | "refused" } & SmtpAnswer);

export async function sendTestMail(
  database: Database,
  options: { env: ServerMail | undefined; secret: string; fromName: string; to: string[]; storeName: string },
): Promise<TestMailResult> {
  const source = await currentMailSource(database, options.env, options.secret);
  if (source.source === "none") {
    return { ok: false, reason: "none", answer: "No mail server is saved yet: save the settings first." };
  }
  const connection =
    source.source === "server" ? smtpOptions(source.smtpUrl) : savedTransport(source.server, source.password);
  const transport = nodemailer.createTransport({
    ...connection,
    ...SMTP_TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const target = { host: source.server.host, port: source.server.port };
  try {
    const info = await transport.sendMail({
      from: { name: oneLine(options.fromName), address: source.server.from },
      to: options.to,
      subject: oneLine(`Test e-mail from ${options.storeName}'s website`, 250),
      text: [
        `This is a test e-mail from ${options.storeName}'s website.`,
        "",
        `It went through ${target.host}:${target.port}. Alerts about new messages and bookings go to: ${source.server.notify.join(", ")}.`,
        "",
        "Nothing needs doing: if you can read this, the mail settings work.",
      ].join("\n"),
      headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
    });
    log.info("mail_test_sent", { source: source.source, host: target.host, port: target.port });
    return { ok: true, to: options.to, source: source.source, response: oneLine(String(info.response ?? ""), 300) };
  } catch (error) {
    const answer = smtpAnswer(error, target);
    log.info("mail_test_failed", {
      source: source.source,
      host: target.host,
      port: target.port,
      answer: answer.answer,
    });
    return { ok: false, reason: "refused", ...answer };
  } finally {
    transport.close();
  }
}
