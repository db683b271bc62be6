import { ShieldCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { site } from "~/config/site";
import type { HomeContent } from "~/content/home";
import { format } from "~/lib/i18n/messages";
import { strongLinkClass } from "~/components/ui/text-link";

/*
 * The line wraps on a phone, and at any width where it runs long. Each item's separator sits in a
 * 1.25 rem gutter on its left (w-5, pl-5); the list is pulled left by that gutter (-ml-5) inside a box
 * that clips it, so the item starting a line has its separator cut off: a separator never starts or
 * ends a line, nor stands alone. The box's padding keeps the link's focus outline inside the clip.
 */

/** The consultant's licences and where to check them, under the home page's hero. */
export function LicenceBadge({ content }: { content: HomeContent }) {
  const items: { key: string; node: ReactNode }[] = [
    {
      key: "college",
      node: format(content.licenceBadge, { name: site.consultantName, number: site.consultantLicence }),
    },
    { key: "regulator", node: content.regulator },
    {
      key: "register",
      node: (
        <a
          href={site.regulatorRegisterUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={strongLinkClass}
        >
          {content.verifyLicence}
          <span className="sr-only"> {content.opensInNewTab}</span>
        </a>
      ),
    },
    {
      key: "province",
      node: format(content.provincialLicence, { number: site.provincialConsultantLicence }),
    },
  ];
  return (
    <div className="border-b border-red-100 bg-red-50" data-testid="licence-badge">
      {/* Wide side padding: on a desktop's first view this line runs under the chat button's corner. */}
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-3 text-sm text-slate-800 sm:px-20">
        <Icon node={ShieldCheck} aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        <div className="-my-1 min-w-0 flex-1 overflow-hidden p-1">
          <ul className="-ml-5 flex flex-wrap gap-y-1">
            {items.map((item) => (
              <li key={item.key} className="relative pl-5">
                <span aria-hidden="true" className="absolute top-0 left-0 w-5 text-center">
                  ·
                </span>
                {item.node}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
