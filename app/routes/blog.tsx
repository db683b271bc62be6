import type { Route } from "./+types/blog";
import { PageHeader } from "~/components/layout/page-header";
import { blogPage } from "~/config/pages/blog";
import { blogArticles } from "~/content/blog";
import { ArticleCard } from "~/features/blog/article-card";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, blogPage);

export default function BlogPage() {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={blogPage.title[locale]} lead={blogPage.description[locale]} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 md:grid-cols-2 lg:grid-cols-3">
        {blogArticles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </>
  );
}
