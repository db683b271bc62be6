import type { Route } from "./+types/admin";
import { adminHandle, adminMeta } from "~/features/admin/admin-page";
import { Dashboard } from "~/features/admin/dashboard";
import { dashboardData } from "~/features/admin/dashboard.server";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("dashboard");

export const handle = adminHandle("dashboard");

export function loader({ context }: Route.LoaderArgs) {
  const { db, sealer } = servicesOf(context);
  return dashboardData(db, sealer);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <Dashboard data={loaderData} />;
}
