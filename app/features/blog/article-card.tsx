import { Picture } from "~/components/ui/picture";
import { blogArticlePath } from "~/config/pages/blog";
import type { BlogArticleSummary } from "~/content/blog";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { formatLongDate } from "~/lib/dates";
import { blogImages } from "./blog-images";
import { blogMessages } from "./messages";

/** A card of the blog list; the title is the link and the whole card answers to clicks on it. */
export function ArticleCard({ article }: { article: BlogArticleSummary }) {
  const locale = useLocale();
  const t = useMessages(blogMessages);
  const image = blogImages[article.id];
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {image && (
        <Picture
          image={image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="aspect-video h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p>
          <span className="sr-only">
            {t.category}
            {labelColon[locale]}
          </span>
          <span className="inline-block rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-800">
            {article.category[locale]}
          </span>
        </p>
        <h2 className="mt-3 text-xl font-semibold text-slate-900">
          <LocalLink
            to={blogArticlePath(article.id)}
            className="rounded-sm after:absolute after:inset-0 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {article.title[locale]}
          </LocalLink>
        </h2>
        <p className="mt-2 flex-1 text-slate-700">{article.excerpt[locale]}</p>
        <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{format(t.readTime, { n: article.readTimeMinutes })}</span>
        </p>
      </div>
    </article>
  );
}
