import { createContext, useContext } from "react";
import type { Locale } from "~/lib/i18n/locale";
import type { shellMessages } from "./shell-messages";

export interface CopyLink {
  label: string;
  /** Language-neutral path, optionally with a hash. */
  href: string;
}

interface CopyMenuItem extends CopyLink {
  /** The desktop bar's label: shorter where the full one would push the header onto two rows. */
  barLabel: string;
  submenu?: CopyLink[];
}

/** The shell's strings and menus in one language: the page's. */
export interface ShellCopy {
  locale: Locale;
  t: (typeof shellMessages)["en"];
  menu: CopyMenuItem[];
  footerLinks: CopyLink[];
}

/** Given by the server renderer, from the bilingual tables only the server imports. */
export const ShellCopyContext = createContext<ShellCopy | null>(null);

const COPY_ID = "shell-copy";

/*
 * In the browser the copy comes from the page the server sent, as the stylesheet does: each page
 * loads its own language's strings, not both. A page is in one language for its whole life: the
 * language switch loads the other language's page from the server.
 */
const copyFromPage: ShellCopy | null =
  typeof document === "undefined"
    ? null
    : (JSON.parse(document.getElementById(COPY_ID)?.textContent ?? "null") as ShellCopy | null);

export function useShellCopy(): ShellCopy {
  const copy = useContext(ShellCopyContext) ?? copyFromPage;
  if (!copy) throw new Error("The page carries no shell copy: render it inside ShellCopyContext");
  return copy;
}

/** The shell's strings in the page's language. */
export const useShellMessages = () => useShellCopy().t;

/** Writes the copy into the page, where the browser reads it back before hydrating. */
export function ShellCopyData() {
  const copy = useShellCopy();
  // "<" escaped, so no string can close the element early.
  const json = JSON.stringify(copy).replace(/</g, "\\u003c");
  return <script id={COPY_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
