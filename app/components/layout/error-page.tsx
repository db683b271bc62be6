import { useMessages } from "~/lib/i18n/use-locale";
import { shellMessages } from "./shell-messages";

/** The spec's routing fallback: 'Unexpected Application Error!' with the status or message. */
export function ErrorPage({ detail }: { detail: string }) {
  const t = useMessages(shellMessages);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">{t.errorTitle}</h1>
      <p className="mt-4 text-slate-700">{detail}</p>
    </div>
  );
}
