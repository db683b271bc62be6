import { ArrowRight, Compass, House, Languages, Receipt, Scale, Sparkles } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { LinkCard, ProgramCard } from "~/content/home";
import { LocalLink } from "~/lib/i18n/local-link";

const icons = {
  sparkles: Sparkles,
  languages: Languages,
  receipt: Receipt,
  house: House,
  compass: Compass,
  scale: Scale,
} as const;

const cardLinkClass =
  "group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-red-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/** The six "why choose us" cards; the whole card is the link so the target is large. */
export function FeatureCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-cards">
      {cards.map((card) => {
        return (
          <li key={card.title}>
            <LocalLink to={card.href} className={cardLinkClass}>
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-red-50 text-red-700">
                <Icon node={icons[card.icon]} aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.description}</p>
            </LocalLink>
          </li>
        );
      })}
    </ul>
  );
}

export function ProgramCards({ cards, learnMore }: { cards: readonly ProgramCard[]; learnMore: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="program-cards">
      {cards.map((card) => (
        <li key={card.title}>
          <LocalLink to={card.href} className={cardLinkClass}>
            <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
            <span className="mt-4 inline-flex items-center gap-1 font-semibold text-red-800">
              {learnMore}
              <Icon
                node={ArrowRight}
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-1"
              />
            </span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
