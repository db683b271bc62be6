import type { Route } from "./+types/services";
import { PageHeader } from "~/components/layout/page-header";
import { ButtonLink } from "~/components/ui/button";
import { CallToAction } from "~/components/ui/call-to-action";
import { Card, CardTitle, CheckList } from "~/components/ui/card";
import { servicesPage } from "~/config/pages/services";
import { servicesContent } from "~/content/services";
import { labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { useScrollToHash } from "~/lib/use-scroll-to-hash";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, servicesPage);

export default function ServicesPage() {
  const locale = useLocale();
  const t = useMessages(servicesContent);
  useScrollToHash();
  return (
    <>
      <PageHeader title={servicesPage.title[locale]} lead={t.intro} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 md:grid-cols-2">
        {t.cards.map((card) => (
          <Card key={card.id} id={card.id} aria-labelledby={`${card.id}-title`} data-testid="service-card">
            <CardTitle id={`${card.id}-title`} size="lg">
              {card.title}
            </CardTitle>
            <p className="mt-3 text-slate-700">{card.description}</p>
            <h3 className="mt-6 text-base font-semibold text-slate-900">{card.benefitsTitle}</h3>
            <CheckList items={card.benefits} className="mt-3 flex-1" />
            <ButtonLink to="/contact" variant="outline" className="mt-6 self-start">
              {t.contactUs}
              <span className="sr-only">
                {labelColon[locale]}
                {card.title}
              </span>
            </ButtonLink>
          </Card>
        ))}
      </div>
      <CallToAction title={t.closingTitle} text={t.closingText} button={t.closingButton} to="/calculator" />
    </>
  );
}
