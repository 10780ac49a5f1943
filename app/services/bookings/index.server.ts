/**
 * The bookings domain's door: what other domains, routes and the server may use.
 * Visits booked at the store: the public intake, capacity, the counter, the Orders screen, the alert e-mail, links and figures.
 */
export { BOOKING_ALERT, bookingAlertHandler } from "./booking-alerts.server.ts";
export { submitBooking } from "./booking-intake.server.ts";
export { bookingPass, checkBookingPass } from "./booking-pass.server.ts";
export { bookingHistories, bookingsOfCustomer, findBooking } from "./booking-rows.server.ts";
export type { BookingRow } from "./booking-rows.server.ts";
export { nextStatuses, releaseSpamBooking, setBookingStatus } from "./bookings.server.ts";
export { bookingLoad, fullSlots } from "./capacity.server.ts";
export { createStaffBooking } from "./counter.server.ts";
export { bookingFigures } from "./figures.server.ts";
export { deleteBookingsOf, deleteSpamBookingsBefore } from "./housekeeping.server.ts";
export { countSpamBookings, listBookings } from "./orders.server.ts";
export type { BookingFilter } from "./orders.server.ts";
export { findBookableItem, searchTrialItems, trialItems } from "./trial-items.server.ts";
