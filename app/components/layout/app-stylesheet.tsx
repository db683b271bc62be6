import { createContext, useContext } from "react";

/**
 * The site's stylesheet text, given by the server renderer when it can read the built file. Inlined,
 * it lets the first paint wait for no request besides the page itself (one round trip less on a
 * phone network); the file stays the fallback and the development path.
 */
export const InlineCssContext = createContext<string | null>(null);

const STYLE_ID = "app-css";

/*
 * In the browser the text comes back from the page the server sent, not from the bundle: hydration
 * then sees the same element, and a later client render (after an error) keeps the styles.
 */
const cssFromPage =
  typeof document === "undefined" ? null : (document.getElementById(STYLE_ID)?.textContent ?? null);

export function AppStylesheet({ href }: { href: string }) {
  const fromServer = useContext(InlineCssContext);
  const css = fromServer ?? cssFromPage;
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
}
