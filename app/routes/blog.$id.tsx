import { ArrowLeft } from "lucide";
import { Icon } from "~/components/ui/icon";
import { data } from "react-router";
import type { Route } from "./+types/blog.$id";
import { Picture } from "~/components/ui/picture";
import { blogArticlePath } from "~/config/pages/blog";
import { imagePath } from "~/config/images";
import { blogArticleBodies, findBlogArticle } from "~/content/blog";
import { ArticleBody } from "~/features/blog/article-body";
import { articleJsonLd } from "~/features/blog/article-json-ld";
import { blogImages } from "~/features/blog/blog-images";
import { blogMessages } from "~/features/blog/messages";
import { localeFromPath, siteUrl } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { ContentLinkList } from "~/features/resources/content-link";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/seo/meta";
import { absoluteUrl, originFromMatches } from "~/lib/seo/origin";

export function loader({ params }: Route.LoaderArgs) {
  const article = findBlogArticle(params.id);
  if (!article || !blogArticleBodies[article.id]) throw data(null, { status: 404 });
  return { id: article.id };
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const article = loaderData && findBlogArticle(loaderData.id);
  if (!article) return [];
  const locale = localeFromPath(location.pathname);
  const image = blogImages[article.id];
  const origin = originFromMatches(matches);
  const imageUrl = absoluteUrl(origin, image ? imagePath(image, image.width, "webp") : "/favicon.svg");
  return [
    ...pageMeta(location.pathname, {
      title: article.title[locale],
      description: article.excerpt[locale],
    }).map((tag) =>
      "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
    ),
    { property: "og:image", content: imageUrl },
    { property: "article:published_time", content: article.date },
    {
      "script:ld+json": articleJsonLd(article, locale, {
        page: siteUrl(origin, blogArticlePath(article.id), locale),
        image: imageUrl,
        home: siteUrl(origin, "/", locale),
      }),
    },
  ];
};

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(blogMessages);
  const article = findBlogArticle(loaderData.id);
  const body = blogArticleBodies[loaderData.id]?.[locale];
  if (!article || !body) return null;
  const image = blogImages[article.id];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <LocalLink
        to="/blog"
        className="inline-flex items-center gap-1 rounded-sm font-medium text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        <Icon node={ArrowLeft} aria-hidden="true" className="size-4" />
        {t.backToBlog}
      </LocalLink>
      <header className="mt-6">
        <p>
          <span className="sr-only">
            {t.category}
            {labelColon[locale]}
          </span>
          <span className="inline-block rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">
            {article.category[locale]}
          </span>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          {article.title[locale]}
        </h1>
        <p className="mt-4 text-xl text-slate-700">{article.excerpt[locale]}</p>
        <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{format(t.readTime, { n: article.readTimeMinutes })}</span>
        </p>
      </header>
      {image && (
        <Picture
          image={image}
          alt={body.imageAlt}
          sizes="(min-width: 768px) 736px, 100vw"
          priority
          className="mt-8 aspect-video h-auto w-full rounded-xl object-cover"
        />
      )}
      <div className="mt-8">
        <ArticleBody blocks={body.blocks} />
      </div>
      <p className="mt-10 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        {format(t.writtenOn, { date: formatLongDate(article.date, locale) })}
      </p>
      <section aria-labelledby="article-sources" className="mt-8">
        <h2 id="article-sources" className="text-xl font-semibold text-slate-900">
          {t.sources}
        </h2>
        <ContentLinkList links={body.sources} className="mt-3" />
      </section>
    </article>
  );
}
