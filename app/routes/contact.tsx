import type { Route } from "./+types/contact";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardTitle } from "~/components/ui/card";
import { contactPage } from "~/config/pages/contact";
import { BookAppointmentCard, ContactInfoCard } from "~/features/contact/contact-cards";
import { ContactForm } from "~/features/contact/contact-form";
import { handleContactForm } from "~/features/contact/contact.server";
import { contactMessages } from "~/features/contact/messages";
import type { ContactOutcome } from "~/features/contact/schema";
import { localeFromPath } from "~/lib/i18n/locale";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { servicesOf } from "~/lib/services.server";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

// The page itself is prerendered; its action tells a visitor over the limit when to try again.
export const headers: Route.HeadersFunction = pageHeaders();

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, contactPage);

export function action({ request, url, context }: Route.ActionArgs) {
  return handleContactForm(servicesOf(context), request, localeFromPath(url.pathname));
}

// The form's fetcher calls this: a request that gets no answer (offline) is told to the visitor like a
// failure to send, with the typed text kept, rather than replacing the page with the error page.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  answerOr(serverAction, { status: "failed" } satisfies ContactOutcome);

export default function ContactPage() {
  const locale = useLocale();
  const t = useMessages(contactMessages);
  return (
    <>
      <PageHeader title={contactPage.title[locale]} lead={contactPage.description[locale]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardTitle>{t.formTitle}</CardTitle>
          <p className="mt-2 mb-6 text-slate-700">{t.formLead}</p>
          <ContactForm />
        </Card>
        <div className="space-y-8">
          <ContactInfoCard />
          <BookAppointmentCard />
        </div>
      </div>
    </>
  );
}
