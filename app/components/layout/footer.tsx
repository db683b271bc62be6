import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { formatAddress, phoneHref, site } from "~/config/site";
import { format, labelColon } from "~/lib/i18n/messages";
import { LocalLink } from "~/lib/i18n/local-link";
import { useShellCopy } from "./shell-copy";

export function Footer() {
  const { t, locale, footerLinks } = useShellCopy();
  const linkClass =
    "rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.businessName}</p>
          <p className="mt-2 text-sm">
            {t.licensed} — {site.consultantName},{" "}
            {format(t.licenceNumber, { number: site.consultantLicence })},{" "}
            {format(t.provincialLicenceNumber, { number: site.provincialConsultantLicence })}
          </p>
          <a
            href={site.regulatorRegisterUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} mt-2 inline-block text-sm`}
          >
            {t.verifyLicence}
          </a>
        </div>
        <nav aria-label={t.footerNav}>
          <h2 className="text-base font-semibold text-white">{t.quickLinks}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <LocalLink to={link.href} className={linkClass}>
                  {link.label}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-semibold text-white">{t.contactInfo}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <Icon node={Phone} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">
                {t.phone}
                {labelColon[locale]}
              </span>
              <a href={phoneHref()} className={linkClass}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon node={Mail} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">
                {t.email}
                {labelColon[locale]}
              </span>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon node={MapPin} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">
                {t.address}
                {labelColon[locale]}
              </span>
              <address className="not-italic">{formatAddress(locale)}</address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        {/* The room below keeps the last lines clear of the chat button when the page is scrolled to its end. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 pt-6 pb-24 text-sm">
          {/* The year comes from the clock of whoever renders: a page built ahead of time, or read
              across New Year, may differ from the browser's, which is no reason to fail hydration. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.businessName}. {t.rights}
          </p>
          <ul className="flex gap-4">
            <li>
              <LocalLink to="/privacy" className={linkClass}>
                {t.privacy}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/terms" className={linkClass}>
                {t.terms}
              </LocalLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
