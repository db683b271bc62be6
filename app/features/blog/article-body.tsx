import type { BlogBlock } from "~/content/blog";
import { labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { blogMessages } from "./messages";

/** An article's text: paragraphs, subheadings (h2 under the page's h1), lists and update notes. */
export function ArticleBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  const t = useMessages(blogMessages);
  const locale = useLocale();
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === "heading")
          return (
            <h2 key={key} className="pt-4 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        if (block.type === "list")
          return (
            <ul key={key} className="list-disc space-y-2 pl-6 marker:text-red-700">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        if (block.type === "update")
          return (
            <aside
              key={key}
              role="note"
              className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-4 text-base"
            >
              <strong className="font-semibold text-slate-900">
                {t.update}
                {labelColon[locale]}
              </strong>
              {block.text}
            </aside>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
