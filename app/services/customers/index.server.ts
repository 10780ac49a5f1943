/**
 * The customers domain's door: what other domains, routes and the server may use.
 * Customers: the list built from messages and bookings, notes and measurements.
 */
export { customerProfile, isNoteIntent, profileSummaries, runNoteAction } from "./customer-notes.server.ts";
export { getCustomer, listCustomers } from "./customers.server.ts";
