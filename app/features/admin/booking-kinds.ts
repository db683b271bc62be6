import type { BookingStatus } from "~/db/schema/booking-values";

/*
 * Pages take the booking statuses from here rather than from the database schema module, which would
 * pull the ORM into the browser bundle. Written as a record, the compiler checks it names every status.
 */
const statusRecord: Record<BookingStatus, true> = {
  booked: true,
  attended: true,
  "no-show": true,
  cancelled: true,
};

/** Booking statuses in the order the back office offers them. */
export const bookingStatusOrder = Object.keys(statusRecord) as [BookingStatus, ...BookingStatus[]];
