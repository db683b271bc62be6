import { site } from "~/config/site";
import type { Locale } from "~/lib/i18n/locale";
import { siteUrl } from "~/lib/i18n/locale";

/**
 * Structured data for search engines. `<` is escaped so no value can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/** The business as a ProfessionalService in Saskatoon, from the site's facts; its address at `origin`. */
export function professionalServiceData(
  origin: string,
  locale: Locale,
  description: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.businessName,
    description,
    url: siteUrl(origin, "/", locale),
    telephone: site.phone,
    email: site.email,
    inLanguage: locale === "fr" ? "fr-CA" : "en-CA",
    knowsLanguage: ["en", "fr"],
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.province,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "Country", name: "Canada" },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    },
    founder: {
      "@type": "Person",
      name: site.consultantName,
      jobTitle:
        locale === "fr"
          ? "Consultante réglementée en immigration canadienne"
          : "Regulated Canadian Immigration Consultant",
    },
  };
}
