import { site } from "~/config/site";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { intakeMessages } from "../messages";
import { ErrorText, errorWiring } from "./question-fields";

const id = "intake-consent";

export function ConsentSection({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const t = useMessages(intakeMessages);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <label className="flex items-start gap-3 text-slate-800">
        <input
          id={id}
          type="checkbox"
          name="consent"
          checked={checked}
          aria-required="true"
          {...errorWiring(id, error)}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-4 accent-red-700"
        />
        <span>
          {format(t.consentBefore, { business: site.businessName })}{" "}
          <LocalLink
            to="/privacy"
            target="_blank"
            className="text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {t.consentLink}
          </LocalLink>
          {t.consentAfter}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </span>
      </label>
      <ErrorText id={id} error={error} spacing="mt-2" />
    </div>
  );
}
