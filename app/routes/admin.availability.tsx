import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.availability";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { AvailabilityForm } from "~/features/admin/availability-form";
import { valuesOfAvailability } from "~/features/admin/availability-values";
import { handleAvailabilityAction } from "~/features/admin/bookings.server";
import { loadAvailability } from "~/features/booking/booking.server";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("availability");

export const handle = adminHandle("availability");

export async function loader({ context }: Route.LoaderArgs) {
  return { values: valuesOfAvailability(await loadAvailability(servicesOf(context).db)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAvailabilityAction(servicesOf(context), request, context.get(consultantContext));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  return <AvailabilityForm values={loaderData.values} result={actionData} />;
}
