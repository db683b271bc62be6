import { BadgeCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/about";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardTitle, CheckList } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { aboutPage } from "~/config/pages/about";
import { site } from "~/config/site";
import { aboutCheckedOn, aboutContent } from "~/content/about";
import { formatLongDate } from "~/lib/dates";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { textLinkClass } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";

/** The Government of Saskatchewan's licensing page, with its list of licensed consultants and recruiters. */
const PROVINCIAL_REGISTER_URL =
  "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/provide-immigration-services/immigration-consultant-and-foreign-worker-recruiter-licensing-and-responsibilities";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, aboutPage);

export default function AboutPage() {
  const locale = useLocale();
  const t = useMessages(aboutContent);
  const facts = { name: site.consultantName, jurisdiction: site.barJurisdiction };
  const credentials = [
    { label: t.consultantLicence, value: site.consultantLicence, note: t.consultantLicenceNote },
    { label: t.provincialLicence, value: site.provincialConsultantLicence, note: t.provincialLicenceNote },
    { label: t.recruiterLicence, value: site.recruiterLicence, note: t.recruiterLicenceNote },
    { label: t.barRoll, value: site.barRollNumber, note: format(t.barRollNote, facts) },
  ];
  return (
    <>
      <PageHeader title={aboutPage.title[locale]} lead={t.intro} />
      <Section id="profile" title={format(t.profileTitle, facts)}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 text-lg text-slate-700">
            {t.profile.map((paragraph) => (
              <p key={paragraph}>{format(paragraph, facts)}</p>
            ))}
          </div>
          <Card aria-labelledby="credentials-title" data-testid="credentials">
            <CardTitle as="h3" id="credentials-title">
              {t.credentialsTitle}
            </CardTitle>
            <dl className="mt-4 space-y-4">
              {credentials.map((credential) => (
                <div key={credential.label}>
                  <dt className="flex items-center gap-2 font-semibold text-slate-900">
                    <Icon node={BadgeCheck} aria-hidden="true" className="size-5 shrink-0 text-red-700" />
                    {credential.label}
                  </dt>
                  <dd className="pl-7 font-mono text-slate-800">{credential.value}</dd>
                  <dd className="pl-7 text-sm text-slate-600">{credential.note}</dd>
                </div>
              ))}
            </dl>
            {[
              { href: site.regulatorRegisterUrl, text: t.verify },
              { href: PROVINCIAL_REGISTER_URL, text: t.verifyProvincial },
            ].map((register, index) => (
              <a
                key={register.href}
                href={register.href}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(index === 0 ? "mt-6" : "mt-3", "font-semibold", textLinkClass)}
              >
                {register.text}
                <span className="sr-only"> {t.opensInNewTab}</span>
              </a>
            ))}
            <p className="mt-4 text-sm text-slate-600">
              {format(t.updated, { date: formatLongDate(aboutCheckedOn, locale) })}
            </p>
          </Card>
        </div>
      </Section>
      <Section id="who-we-help" tone="muted">
        <div className="grid gap-8 md:grid-cols-2">
          <Card aria-labelledby="individuals-title">
            <CardTitle id="individuals-title">{t.individualsTitle}</CardTitle>
            <CheckList items={t.individuals} className="mt-4" />
          </Card>
          <Card aria-labelledby="businesses-title">
            <CardTitle id="businesses-title">{t.businessesTitle}</CardTitle>
            <CheckList items={t.businesses} className="mt-4" />
          </Card>
        </div>
      </Section>
      <Section id="commitment" title={t.commitmentTitle}>
        <CheckList items={t.commitment} className="max-w-3xl text-lg" />
      </Section>
      <section aria-labelledby="vision-heading" className="bg-red-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="vision-heading" className="text-2xl font-bold md:text-3xl">
            {t.visionTitle}
          </h2>
          <p className="mt-4 text-lg text-red-50 md:text-xl">{t.vision}</p>
        </div>
      </section>
    </>
  );
}
