import type { ReactNode } from "react";
import { Card, CardTitle, CheckList } from "./card";

/** A topic's copy: the shape shared by the programme, study, business and family pages. */
export interface Topic {
  /** Anchor id, when other pages link to the card ("/programs#express-entry"). */
  id?: string;
  title: string;
  description: string;
  /** Paragraphs of explanation. */
  text: string[];
  featuresTitle: string;
  features: string[];
}

/** A large card explaining one topic: a lead, paragraphs and a feature list, with optional media. */
export function TopicCard({ topic, media }: { topic: Topic; media?: ReactNode }) {
  const headingId = topic.id ? `${topic.id}-title` : undefined;
  return (
    <Card id={topic.id} aria-labelledby={headingId} className="gap-4 md:p-8" data-testid="topic-card">
      <CardTitle id={headingId} size="lg">
        {topic.title}
      </CardTitle>
      <p className="text-lg font-medium text-slate-800">{topic.description}</p>
      {media}
      {topic.text.map((paragraph) => (
        <p key={paragraph} className="text-slate-700">
          {paragraph}
        </p>
      ))}
      <div>
        <h3 className="text-base font-semibold text-slate-900">{topic.featuresTitle}</h3>
        <CheckList items={topic.features} className="mt-3" />
      </div>
    </Card>
  );
}
