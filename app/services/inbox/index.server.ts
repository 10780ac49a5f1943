/**
 * The inbox domain's door: what other domains, routes and the server may use.
 * The inbox: contact messages in, their states, replies, deletion and figures.
 */
export { rebuildCustomers } from "./customer-projection.server.ts";
export { inboxAction } from "./inbox-action.server.ts";
export { inboxFigures, spamFigures } from "./inbox-figures.server.ts";
export { countNew, iterateInbox, listInbox, openMessage, searchConditions } from "./inbox.server.ts";
export type { InboxPage } from "./inbox.server.ts";
export { deleteMessagesBefore, deleteMessagesOf } from "./message-deletion.server.ts";
export { CONTACT_BODY_MAX_BYTES, MAX_PAGE_SIZE, listMessages, readContact, submitContact } from "./messages.server.ts";
