import { ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { isExternalHref, type ContentLink } from "~/content/links";
import { LocalLink } from "~/lib/i18n/local-link";
import { useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { resourceMessages } from "./messages";

export const linkStyle =
  "rounded-sm font-medium text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/**
 * A link from the content: official sites open in a new tab (announced to screen readers, with
 * `noopener noreferrer` so the other site cannot reach this page); the site's own pages navigate
 * in the app, in the current language.
 */
export function ContentLinkItem({ link, className }: { link: ContentLink; className?: string }) {
  const t = useMessages(resourceMessages);
  if (isExternalHref(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={cn(linkStyle, className)}>
        {link.text}
        <Icon node={ExternalLink} aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
        <span className="sr-only"> {t.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <LocalLink to={link.href} className={cn(linkStyle, className)}>
      {link.text}
    </LocalLink>
  );
}

/** A list of content links; renders nothing when there are none. */
export function ContentLinkList({ links, className }: { links: readonly ContentLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={cn("space-y-2", className)}>
      {links.map((link) => (
        <li key={link.href + link.text}>
          <ContentLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}
