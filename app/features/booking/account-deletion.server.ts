import { inArray } from "drizzle-orm";
import type { DeletedAppointments } from "~/features/auth/account.server";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Services } from "~/lib/services.server";
import type { Database } from "~/db/client";
import { bookings } from "~/db/schema/booking";
import { bookingsOfClient, cancelBooking } from "./booking.server";

/**
 * A deleted account's appointments, by account or by its address, as "My appointments" lists them:
 * the upcoming ones are cancelled first, so the consultant's calendar frees the time and both are
 * told, then all are deleted. Runs inside the account's deletion transaction (`tx`).
 */
export async function deleteClientBookings(
  tx: Database,
  sealer: Sealer,
  services: Pick<Services, "env" | "authSecret">,
  user: { id: string; email: string },
  now: Date,
): Promise<DeletedAppointments> {
  const appointments = await bookingsOfClient(tx, sealer, user);
  let cancelled = 0;
  for (const appointment of appointments) {
    if (appointment.status !== "booked" || appointment.startsAt <= now) continue;
    if (await cancelBooking(tx, sealer, services, appointment, now)) cancelled += 1;
  }
  if (appointments.length > 0) {
    await tx.delete(bookings).where(
      inArray(
        bookings.id,
        appointments.map((appointment) => appointment.id),
      ),
    );
  }
  return { deleted: appointments.length, cancelled };
}
