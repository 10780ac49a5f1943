/**
 * The customers domain's door: what other domains, routes and the server may use.
 * Customers: the list built from messages and bookings, notes and measurements, and deleting a customer.
 */
export { deleteCustomer } from "./customer-deletion.server.ts";
export type { CustomerDeletion } from "./customer-deletion.server.ts";
export { customerProfile, isNoteIntent, profileSummaries, runNoteAction } from "./customer-notes.server.ts";
export { getCustomer, listCustomers } from "./customers.server.ts";
