import { Card, CardTitle, CheckList } from "~/components/ui/card";
import type { BulletSection } from "~/content/resources";
import { ContentLinkList } from "./content-link";

/** Outline pages: one card per section, its points and its links. */
export function BulletSections({ sections }: { sections: readonly BulletSection[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {sections.map((section) => (
        <Card key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <CardTitle id={`${section.id}-title`}>{section.title}</CardTitle>
          <CheckList items={section.points} className="mt-4" />
          <ContentLinkList links={section.links} className="mt-4" />
        </Card>
      ))}
    </div>
  );
}
