import type { BlogBlock } from "~/content/blog";

/**
 * An update note's dated lead ("Update of November 24, 2026", "Mise à jour du 24 novembre 2026") and
 * the rest of it, from the dash on.
 */
function splitUpdateNote(text: string): { lead: string; rest: string } {
  const dash = /\s—\s/.exec(text);
  if (!dash) return { lead: "", rest: text };
  return { lead: text.slice(0, dash.index), rest: text.slice(dash.index) };
}

/** An article's text: paragraphs, subheadings (h2 under the page's h1), lists and update notes. */
export function ArticleBody({ blocks }: { blocks: readonly BlogBlock[] }) {
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
        if (block.type === "update") {
          const { lead, rest } = splitUpdateNote(block.text);
          return (
            <aside
              key={key}
              role="note"
              className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-4 text-base"
            >
              <strong className="font-semibold text-slate-900">{lead}</strong>
              {rest}
            </aside>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
