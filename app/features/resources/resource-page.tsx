import { ArrowLeft } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { ButtonLink } from "~/components/ui/button";
import type { PageInfo } from "~/config/page-info";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { formatLongDate } from "~/lib/dates";
import { linkStyle } from "./content-link";
import { resourceMessages } from "./messages";

/**
 * The frame of every resource page: the way back to the hub, the page's single h1, the date the
 * facts were checked, and a closing call to contact the consultant.
 */
export function ResourcePage({
  page,
  reviewedOn,
  children,
}: {
  page: PageInfo;
  /** ISO date the page's facts were last checked. */
  reviewedOn?: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages(resourceMessages);
  return (
    <>
      <PageHeader title={page.title[locale]} lead={page.description[locale]}>
        {reviewedOn && (
          <p className="mt-4 max-w-3xl text-sm text-slate-600">
            {format(t.reviewedOn, { date: formatLongDate(reviewedOn, locale) })}
          </p>
        )}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <BackToResources />
        <div className="mt-8">{children}</div>
        <aside className="mt-12 rounded-xl bg-slate-50 p-6" aria-labelledby="resource-help">
          <h2 id="resource-help" className="text-xl font-semibold text-slate-900">
            {t.needHelp}
          </h2>
          <p className="mt-2 text-slate-700">{t.needHelpText}</p>
          <ButtonLink to="/contact" className="mt-4">
            {t.contactUs}
          </ButtonLink>
        </aside>
      </div>
    </>
  );
}

function BackToResources() {
  const t = useMessages(resourceMessages);
  return (
    <LocalLink to="/resources" className={`${linkStyle} inline-flex items-center gap-1`}>
      <Icon node={ArrowLeft} aria-hidden="true" className="size-4" />
      {t.backToResources}
    </LocalLink>
  );
}
