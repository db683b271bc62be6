import { useEffect, useSyncExternalStore } from "react";
import { notify } from "~/components/ui/toast";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import {
  BACKUP_SOURCE_DELAY_MS,
  BREAKING_CHECK_MS,
  FIRST_BREAKING_CHECK_DELAY_MS,
  NEWS_REFRESH_MS,
} from "./news-constants";
import type { NewsItem, NewsResponse } from "./news-item";
import { useNewsCopy } from "./news-copy";
import type { NewsStrings } from "./news-messages";
import { failureNotices, newBreakingItems, newBreakingTitle, type Notice } from "./news-notices";

export interface NewsState {
  status: "loading" | "loaded";
  items: NewsItem[];
  /** The items are the sample items (general guidance, no dates), not news: the feed could not be read. */
  sample: boolean;
}

const LOADING: NewsState = { status: "loading", items: [], sample: false };

type Fetched = { kind: "ok"; body: NewsResponse } | { kind: "unreachable" } | { kind: "unexpected" };

/** One request to our server: news, no answer at all (the visitor's connection), or a wrong answer. */
async function fetchNews(path: string, locale: Locale): Promise<Fetched> {
  let response: Response;
  try {
    response = await fetch(`${path}?lang=${locale}`, { headers: { Accept: "application/json" } });
  } catch {
    return { kind: "unreachable" };
  }
  try {
    const body = (await response.json()) as Partial<NewsResponse>;
    if (
      response.ok &&
      Array.isArray(body.items) &&
      ["live", "cache", "sample"].includes(body.source as string)
    ) {
      return { kind: "ok", body: body as NewsResponse };
    }
  } catch {
    // not JSON: an unexpected answer, like a wrong shape
  }
  return { kind: "unexpected" };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The news of one language on the page: loaded once from /api/news and shared by the banner and the
 * carousel, with the spec's checks (first breaking check after 30 s, then every 3 hours; a full
 * reload every 7 days) running while either is on the page.
 */
class NewsFeed {
  private state: NewsState = LOADING;
  private listeners = new Set<() => void>();
  private users = 0;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private knownBreaking = new Set<string>();
  constructor(
    private readonly locale: Locale,
    private readonly t: NewsStrings,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = () => this.state;

  start() {
    this.users += 1;
    if (this.users > 1) return;
    this.state = LOADING;
    this.emit();
    void this.load("initial");
    this.timers.push(
      setTimeout(() => {
        void this.checkBreaking();
        this.timers.push(setInterval(() => void this.checkBreaking(), BREAKING_CHECK_MS));
      }, FIRST_BREAKING_CHECK_DELAY_MS),
      setInterval(() => void this.load("refresh"), NEWS_REFRESH_MS),
    );
  }

  stop() {
    this.users -= 1;
    if (this.users > 0) return;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers = [];
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }

  private show(items: NewsItem[], sample: boolean) {
    this.state = { status: "loaded", items, sample };
    // Added to, never replaced: the reload after a breaking check may still serve the older list (the
    // API's answers are cached for a minute), and a title already announced must not be announced again.
    for (const item of items) if (item.isBreakingNews) this.knownBreaking.add(item.title);
    this.emit();
  }

  private announce(notices: Notice[]) {
    for (const notice of notices) {
      const toast = () => notify(notice.title, { description: notice.description, variant: notice.variant });
      if (notice.delayMs === 0) toast();
      else this.timers.push(setTimeout(toast, notice.delayMs));
    }
  }

  private async load(reason: "initial" | "refresh" | "quiet") {
    let fetched = await fetchNews("/api/news", this.locale);
    if (fetched.kind === "unreachable" && reason !== "quiet") {
      notify(this.t.primaryUnavailable);
      await wait(BACKUP_SOURCE_DELAY_MS);
      fetched = await fetchNews("/api/news", this.locale);
    }
    if (fetched.kind === "ok") {
      this.show(fetched.body.items, fetched.body.source === "sample");
      if (reason === "refresh" && fetched.body.source === "live") {
        this.announce([{ title: this.t.updated, variant: "info", delayMs: 0 }]);
      }
      return;
    }
    if (this.state.items.length === 0) {
      // The sample items are only needed when our own server fails: fetched on demand.
      const { sampleNews } = await import("./sample-news");
      this.show(sampleNews(this.locale), true);
    } else {
      this.show(this.state.items, this.state.sample);
    }
    if (reason !== "quiet") this.announce(failureNotices(fetched.kind, this.t));
  }

  private async checkBreaking() {
    const fetched = await fetchNews("/api/news/breaking", this.locale);
    // Stored or sample items mean the government feed is down: the consultant's concern, said nowhere here.
    if (fetched.kind === "ok" && fetched.body.source !== "live") return;
    if (fetched.kind !== "ok") {
      // SPEC: only when breaking news is on the page (the known titles may outlive the shown items).
      if (this.state.items.some((item) => item.isBreakingNews)) {
        notify(this.t.breakingCheckFailed, {
          description: this.t.breakingCheckFailedDescription,
          variant: "info",
        });
      }
      return;
    }
    const fresh = newBreakingItems(this.knownBreaking, fetched.body.items);
    if (fresh.length === 0) return;
    fresh.forEach((item) => this.knownBreaking.add(item.title));
    const newest = fresh.reduce((a, b) => (b.date > a.date ? b : a));
    notify(
      fresh.length === 1 ? this.t.breakingAvailable : newBreakingTitle(fresh.length, this.locale, this.t),
      {
        description: newest.title,
        action: {
          label: this.t.view,
          onClick: () => window.open(newest.link, "_blank", "noopener,noreferrer"),
        },
      },
    );
    await this.load("quiet");
  }
}

const feeds = new Map<Locale, NewsFeed>();

function feedFor(locale: Locale, t: NewsStrings): NewsFeed {
  let feed = feeds.get(locale);
  if (!feed) {
    feed = new NewsFeed(locale, t);
    feeds.set(locale, feed);
  }
  return feed;
}

const serverSnapshot = () => LOADING;

/** The page's news; the server and the first client render show the loading state. */
export function useNews(): NewsState {
  const feed = feedFor(useLocale(), useNewsCopy());
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  return useSyncExternalStore(feed.subscribe, feed.snapshot, serverSnapshot);
}
