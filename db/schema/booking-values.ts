// The booking tables' plain values, apart from the tables so that a page's script can read them
// without loading the database layer.

/** Where a booking stands: the back office marks past ones attended or no-show. */
export const bookingStatuses = ["booked", "cancelled", "attended", "no-show"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
