import type { Route } from "./+types/admin";
import { adminHandle } from "~/features/admin/admin-page";
import { Dashboard } from "~/features/admin/dashboard";
import { dashboardData } from "~/features/admin/dashboard.server";
import { services } from "~/lib/services.server";

export const handle = adminHandle("dashboard");

export function loader() {
  return dashboardData(services().db);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <Dashboard data={loaderData} />;
}
