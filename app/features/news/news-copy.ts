import { createContext, useContext } from "react";
import type { NewsStrings } from "./news-messages";

/**
 * The news strings of the page's language, given by the page's loader (the home page's): its script
 * carries neither language's table.
 */
export const NewsCopyContext = createContext<NewsStrings | null>(null);

export function useNewsCopy(): NewsStrings {
  const copy = useContext(NewsCopyContext);
  if (!copy) throw new Error("News shown outside NewsCopyContext: give the page's loader newsCopy");
  return copy;
}
