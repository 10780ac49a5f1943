/**
 * The mail domain's door: what other domains, routes and the server may use.
 * Mail: the durable outbox, the mailer and the alert e-mails.
 */
export { MESSAGE_ALERT, alertMessageId, messageAlertHandler, queueMessageAlert } from "./alerts.server.ts";
export { createMailer, mailConfigured, setMailConfigured } from "./mailer.server.ts";
export type { Mailer } from "./mailer.server.ts";
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
