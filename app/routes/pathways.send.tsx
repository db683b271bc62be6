import type { Route } from "./+types/pathways.send";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardTitle } from "~/components/ui/card";
import { pathwaysSendPage } from "~/config/pages/pathways-send";
import { ResultsSummary } from "~/features/pathways/results-summary";
import { SendForm } from "~/features/pathways/send-form";
import { sendMessages } from "~/features/pathways/send-messages";
import type { SendOutcome } from "~/features/pathways/send-schema";
import { loadSendPage, sendPathwaysResults } from "~/features/pathways/send.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageHeaders } from "~/lib/route-headers";
import { pageMeta } from "~/lib/seo/meta";
import { textLinkClass } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, pathwaysSendPage),
  { name: "robots", content: "noindex" },
];

// The page carries the visitor's answers: no cache keeps it, and a 429 says when to try again.
export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export function loader({ request, url, context }: Route.LoaderArgs) {
  return loadSendPage(context, request, url);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return sendPathwaysResults(context, request, localeFromPath(url.pathname));
}

// A send that gets no answer (offline) stays on the page with what was typed and says it was not sent.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  answerOr(serverAction, { status: "failed" } satisfies SendOutcome);

export default function PathwaysSendPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(sendMessages);
  const { query, results, account } = loaderData;
  return (
    <>
      <PageHeader title={pathwaysSendPage.title[locale]} lead={pathwaysSendPage.description[locale]} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {results ? (
          <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
            <Card aria-labelledby="sent-results">
              <CardTitle id="sent-results">{t.summaryTitle}</CardTitle>
              <p className="mt-2 mb-4 text-slate-700">{t.summaryLead}</p>
              <ResultsSummary results={results} headingId="sent-results" />
              <p className="mt-6">
                <LocalLink to={`/pathways?${query}`} className={textLinkClass}>
                  {t.changeAnswers}
                </LocalLink>
              </p>
            </Card>
            <Card aria-labelledby="send-form-title">
              <CardTitle id="send-form-title">{t.formTitle}</CardTitle>
              <p className="mt-2 mb-6 text-slate-700">{t.formLead}</p>
              <SendForm query={query} account={account} />
            </Card>
          </div>
        ) : (
          <Card className="max-w-3xl">
            <CardTitle>{t.noAnswersTitle}</CardTitle>
            <p className="mt-2 text-slate-700">{t.noAnswersText}</p>
            <p className="mt-4">
              <LocalLink to="/pathways" className={textLinkClass}>
                {t.openFinder}
              </LocalLink>
            </p>
          </Card>
        )}
      </div>
    </>
  );
}
