import { forwardRef, type ComponentProps } from "react";
import { Link } from "react-router";
import { localizePath } from "./locale";
import { useLocale } from "./use-locale";

type LocalLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  /** A language-neutral path ("/programs#express-entry"); it is rewritten for the page's language. */
  to: string;
};

/** A link to one of the site's pages, in the current page's language. */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink(
  { to, ...rest },
  ref,
) {
  const locale = useLocale();
  return <Link ref={ref} to={localizePath(to, locale)} {...rest} />;
});
