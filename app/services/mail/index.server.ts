/**
 * The mail domain's door: what other domains, routes and the server may use.
 * Mail: the durable outbox, the mailer, the alert e-mails, and Settings → Mail (the
 * store's own mail server when the server has no SMTP_URL).
 */
export { MESSAGE_ALERT, alertMessageId, messageAlertHandler, queueMessageAlert } from "./alerts.server.ts";
export { recipientsOf } from "./alerts.server.ts";
export type { Recipients } from "./alerts.server.ts";
export { createMailer, mailConfigured, setMailConfigured } from "./mailer.server.ts";
export type { Mailer } from "./mailer.server.ts";
export { MailRoute, mailRouteView, refreshMailRoute, setMailRoute } from "./mail-route.server.ts";
export { currentMailSource, readStoredMail, saveMailSettings } from "./mail-settings.server.ts";
export type { MailSaveResult, StoredMail } from "./mail-settings.server.ts";
export { sendTestMail } from "./mail-test.server.ts";
export type { TestMailResult } from "./mail-test.server.ts";
export {
  OutboxSender,
  deleteOutboxFor,
  enqueue,
  notifyOutbox,
  outboxSummary,
  pruneOutbox,
  retryFailed,
  scaledSenderOptions,
  setOutboxSender,
} from "./outbox.server.ts";
export type { OutboxHandler } from "./outbox.server.ts";
