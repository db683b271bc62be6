import type { BlogBlock } from "~/content/blog";

/** An article's text: paragraphs, subheadings (h2 under the page's h1) and lists. */
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
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
