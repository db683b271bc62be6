import type { Route } from "./+types/resources.express-entry-rounds";
import { expressEntryRoundsPage } from "~/config/pages/express-entry-rounds";
import { ButtonLink } from "~/components/ui/button";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { ContentLinkItem } from "~/features/resources/content-link";
import { ResourcePage } from "~/features/resources/resource-page";
import { IRCC_ROUNDS_PAGE } from "~/features/rounds/links";
import { roundsMessages } from "~/features/rounds/messages";
import type { Round } from "~/features/rounds/parse-rounds";
import { RoundsTable } from "~/features/rounds/rounds-table";
import { recentRounds, roundsFeedHealth } from "~/features/rounds/rounds.server";
import { pageMeta } from "~/lib/seo/meta";
import { formatLongDate } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { servicesOf } from "~/lib/services.server";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, expressEntryRoundsPage);

/** The stored rounds and when they were last read; an unreadable database shows the page without them. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { db } = servicesOf(context);
    const [rounds, health] = await Promise.all([recentRounds(db), roundsFeedHealth(db)]);
    return { rounds, readOn: health?.lastSuccessAt?.toISOString().slice(0, 10) ?? null };
  } catch (error) {
    logger.warn({ err: error }, "rounds of invitations unavailable");
    return { rounds: [] as Round[], readOn: null };
  }
}

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export default function ExpressEntryRoundsPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(roundsMessages);
  const { rounds, readOn } = loaderData;
  return (
    <ResourcePage page={expressEntryRoundsPage}>
      <p className="max-w-3xl text-slate-700">{t.pageLead}</p>
      {readOn && (
        <p className="mt-2 text-sm text-slate-600">
          {format(t.updated, { date: formatLongDate(readOn, locale) })}
        </p>
      )}
      <div className="mt-6">
        {rounds.length > 0 ? (
          <RoundsTable t={t} locale={locale} rounds={rounds} caption={t.pageCaption} />
        ) : (
          <p className="text-slate-700">{t.none}</p>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-700">{t.note}</p>
      <p className="mt-4">
        <ContentLinkItem link={{ text: t.source, href: IRCC_ROUNDS_PAGE[locale] }} />
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <p className="text-slate-700">{t.estimateHint}</p>
        <ButtonLink to="/calculator" className="mt-4">
          {t.calculator}
        </ButtonLink>
      </div>
    </ResourcePage>
  );
}
