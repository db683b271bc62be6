import { MessageSquareQuote } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/testimonials";
import { PageHeader } from "~/components/layout/page-header";
import { ButtonLink } from "~/components/ui/button";
import { testimonialsPage } from "~/config/pages/testimonials";
import { testimonials, testimonialsContent } from "~/content/testimonials";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, testimonialsPage);

/** Each language's own quotation marks. */
function quoted(text: string, locale: Locale): string {
  return locale === "fr" ? `« ${text} »` : `“${text}”`;
}

export default function TestimonialsPage() {
  const locale = useLocale();
  const t = useMessages(testimonialsContent);
  return (
    <>
      <PageHeader title={testimonialsPage.title[locale]} lead={t.intro} />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        {testimonials.length === 0 ? (
          <div
            data-testid="testimonials-empty"
            className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
          >
            <Icon node={MessageSquareQuote} aria-hidden="true" className="size-10 text-red-700" />
            <h2 className="mt-4 text-xl font-semibold text-slate-900">{t.emptyTitle}</h2>
            <p className="mt-3 max-w-2xl text-slate-700">{t.emptyText}</p>
            <ButtonLink to="/contact" variant="outline" className="mt-6">
              {t.emptyAction}
            </ButtonLink>
          </div>
        ) : (
          <ul aria-label={t.listLabel} className="grid gap-6 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <figure className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <blockquote className="text-lg text-slate-800">
                    {quoted(testimonial.quote[locale], locale)}
                  </blockquote>
                  <figcaption className="mt-4 font-semibold text-slate-900">
                    {testimonial.attribution}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
