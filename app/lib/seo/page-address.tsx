import { alternateLinks } from "./meta";
import { usePublicOrigin } from "./origin";

/**
 * A page's absolute addresses in the head: its canonical link, its hreflang alternates and its
 * `og:url` (the canonical address), at the public origin the root route's data names.
 */
export function PageAddress({ pathname }: { pathname: string }) {
  const links = alternateLinks(usePublicOrigin(), pathname);
  return (
    <>
      {links.map((link) => (
        <link key={`${link.rel}-${link.hrefLang ?? ""}`} {...link} />
      ))}
      <meta property="og:url" content={links[0]!.href} />
    </>
  );
}
