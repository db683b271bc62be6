import { availabilitySchema, type Availability } from "~/features/booking/availability";
import { AVAILABILITY_SETTINGS_ID } from "~/features/booking/booking.server";
import { recordAudit, type Actor } from "~/lib/audit.server";
import type { Database } from "~/db/client";
import { bookingSettings } from "~/db/schema/booking";

/** The consultant's availability, replaced as a whole; recorded in the audit trail. */
export async function saveAvailability(
  db: Database,
  actor: Actor,
  availability: Availability,
): Promise<void> {
  const value = availabilitySchema.parse(availability);
  await db.transaction(async (tx) => {
    await tx
      .insert(bookingSettings)
      .values({ id: AVAILABILITY_SETTINGS_ID, availability: value })
      .onConflictDoUpdate({
        target: bookingSettings.id,
        set: { availability: value, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, "availability.update", "availability");
  });
}
