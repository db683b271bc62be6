import type { Route } from "./+types/admin.messages";
import { adminHandle, adminMeta } from "~/features/admin/admin-page";
import { ThreadList } from "~/features/admin/thread-list";
import { threadList } from "~/features/admin/threads.server";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("messages");

export const handle = adminHandle("messages");

/** Names and times only: no message is opened, so reading the list is not an audited access. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, sealer } = servicesOf(context);
  return { threads: await threadList(db, sealer) };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <ThreadList threads={loaderData.threads} />;
}
