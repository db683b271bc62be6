import { useErrorTitles } from "./error-titles";
import { useShellMessages } from "./shell-copy";

/** A 503: the database is unreachable or the server is starting. Nothing is lost; try again soon. */
export function Unavailable() {
  const t = useShellMessages();
  const titles = useErrorTitles();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">{titles.unavailable}</h1>
      <p className="mt-4 text-slate-700">{t.unavailableText}</p>
    </div>
  );
}
