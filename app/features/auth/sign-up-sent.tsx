import { Link } from "react-router";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { AuthPanel, Notice, textLinkClass } from "./fields";
import { authMessages } from "./messages";
import { VERIFY_TTL_S } from "./policy";

/**
 * What replaces the sign-up form once it is sent: the form and its button are gone (nothing to send
 * twice), and the page says where the link went and what to do with it. `again` is the address of the
 * empty form, for a mistyped address.
 */
export function SignUpSent({
  email,
  forIntake,
  again,
}: {
  email: string;
  forIntake: boolean;
  again: string;
}) {
  const t = useMessages(authMessages);
  const next = format(forIntake ? t.signUpNextIntake : t.signUpNext, { email, hours: VERIFY_TTL_S / 3600 });
  return (
    <AuthPanel title={t.signUpSentTitle} focusTitle>
      <Notice tone="success">{t.signUpSuccess}</Notice>
      <p className="break-words text-slate-800">{next}</p>
      <p className="mt-3 text-sm text-slate-700">{t.signUpNoEmail}</p>
      <p className="mt-6 text-sm">
        <Link to={again} className={textLinkClass}>
          {t.otherAddress}
        </Link>
      </p>
    </AuthPanel>
  );
}
