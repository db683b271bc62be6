import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Plain text of an answer, for screen-reader announcements. */
export function plainText(markdown: string): string {
  return markdown.replace(linkPattern, "$1").replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
}

function inline(raw: string, newTab: string, key: string): ReactNode[] {
  const text = raw.replaceAll("**", "");
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = "", href = ""] = match;
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    const linkKey = `${key}-${start}`;
    const className = "font-medium text-red-800 underline underline-offset-2 hover:text-red-900";
    if (isSitePath(href)) {
      nodes.push(
        <Link key={linkKey} to={href} className={className}>
          {label}
        </Link>,
      );
    } else if (/^https:\/\//.test(href)) {
      nodes.push(
        <a key={linkKey} href={href} target="_blank" rel="noopener noreferrer" className={className}>
          {label}
          <span className="sr-only"> {newTab}</span>
        </a>,
      );
    } else {
      // Anything else (javascript:, data:, plain http) is shown as text, never as a link.
      nodes.push(label);
    }
    last = start + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * An answer written in the small markdown subset the assistant uses: paragraphs, "- " lists and
 * [links](/path). Links to the site navigate inside the app, so the conversation stays open.
 */
export function MessageContent({ text, newTab }: { text: string; newTab: string }) {
  const blocks = text.split(/\n{2,}/).filter((block) => block.trim());
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split("\n").filter((line) => line.trim());
        const key = `b${index}`;
        if (lines.length > 0 && lines.every((line) => /^\s*[-*]\s+/.test(line))) {
          return (
            <ul key={key} className="my-1 list-disc space-y-1 pl-5">
              {lines.map((line, item) => (
                <li key={`${key}-${item}`}>
                  {inline(line.replace(/^\s*[-*]\s+/, ""), newTab, `${key}-${item}`)}
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key} className="my-1">
            {lines.map((line, row) => (
              <Fragment key={`${key}-${row}`}>
                {row > 0 && <br />}
                {inline(line, newTab, `${key}-${row}`)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
