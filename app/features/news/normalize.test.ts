import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_NEWS_IMAGES } from "./news-constants";
import {
  absoluteHttpUrl,
  decodeEntities,
  defaultImageFor,
  isBreakingTitle,
  normaliseFeedItems,
  sortNews,
  stripMarkup,
  truncateSummary,
} from "./normalize";

const now = new Date("2025-03-20T12:00:00Z");
const fallbackLink = "https://www.canada.ca/en/immigration-refugees-citizenship/news.html";

describe("stripMarkup", () => {
  it("removes tags, decodes entities and collapses whitespace", () => {
    expect(stripMarkup("<p>Hello&nbsp;<strong>world</strong> &amp; <em>more</em></p>\n\n<br/>end")).toBe(
      "Hello world & more end",
    );
    expect(stripMarkup("Candidats d&rsquo;Entr&eacute;e express &#233; &#x2014;")).toBe(
      "Candidats d’Entrée express é —",
    );
  });

  it("drops scripts, styles and comments with their content", () => {
    expect(
      stripMarkup(
        'Before<script type="text/javascript">alert("x")</script><style>p{}</style><!-- hidden -->After',
      ),
    ).toBe("Before After");
    expect(stripMarkup("Unclosed <script>alert(1)")).toBe("Unclosed");
  });

  it("never leaves a tag in its output", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(stripMarkup(input)).not.toMatch(/<script/i);
      }),
    );
  });
});

describe("decodeEntities", () => {
  it("ignores invalid code points and unknown names", () => {
    expect(decodeEntities("&#0;&#xD800;&#99999999;&unknown;")).toBe("&unknown;");
  });
});

describe("truncateSummary", () => {
  it("keeps 200 characters and adds '...' only when longer", () => {
    expect(truncateSummary("a".repeat(200))).toBe("a".repeat(200));
    expect(truncateSummary("a".repeat(201))).toBe(`${"a".repeat(200)}...`);
  });
});

describe("isBreakingTitle", () => {
  it.each([
    ["BREAKING: draw results", true],
    ["Urgent processing", true],
    ["Fraud Alert", true],
    ["An important update on fees", true],
    ["New Policy for students", true],
    ["Immediate changes", true],
    ["Minister's statement", false],
    ["Important updates", true],
    ["New policies", false],
  ])("%s → %s", (title, expected) => {
    expect(isBreakingTitle(title)).toBe(expected);
  });
});

describe("defaultImageFor", () => {
  it("follows the spec's keyword order", () => {
    expect(defaultImageFor("Express Entry draw")).toBe(DEFAULT_NEWS_IMAGES.expressEntry);
    expect(defaultImageFor("Immigration levels plan for students")).toBe(DEFAULT_NEWS_IMAGES.expressEntry);
    expect(defaultImageFor("Student cap")).toBe(DEFAULT_NEWS_IMAGES.study);
    expect(defaultImageFor("Study permits")).toBe(DEFAULT_NEWS_IMAGES.study);
    expect(defaultImageFor("Provincial allocations")).toBe(DEFAULT_NEWS_IMAGES.provincial);
    expect(defaultImageFor("Each province")).toBe(DEFAULT_NEWS_IMAGES.provincial);
    expect(defaultImageFor("Open work permit changes")).toBe(DEFAULT_NEWS_IMAGES.work);
    expect(defaultImageFor("Employment data")).toBe(DEFAULT_NEWS_IMAGES.work);
    expect(defaultImageFor("Minister's statement")).toBe(DEFAULT_NEWS_IMAGES.generic);
  });
});

describe("absoluteHttpUrl", () => {
  it("resolves relative links against canada.ca and refuses other schemes", () => {
    expect(absoluteHttpUrl("/en/news.html")).toBe("https://www.canada.ca/en/news.html");
    expect(absoluteHttpUrl("https://example.org/a?b=1&amp;c=2")).toBe("https://example.org/a?b=1&c=2");
    expect(absoluteHttpUrl("javascript:alert(1)")).toBeUndefined();
    expect(absoluteHttpUrl("data:text/html,hi")).toBeUndefined();
    expect(absoluteHttpUrl("")).toBeUndefined();
    expect(absoluteHttpUrl(undefined)).toBeUndefined();
  });
});

describe("sortNews", () => {
  it("puts breaking items first, then the newest", () => {
    const items = [
      { isBreakingNews: false, date: "2025-03-01T00:00:00Z" },
      { isBreakingNews: true, date: "2025-01-01T00:00:00Z" },
      { isBreakingNews: false, date: "2025-03-10T00:00:00Z" },
      { isBreakingNews: true, date: "2025-02-01T00:00:00Z" },
    ];
    expect(sortNews(items).map((i) => [i.isBreakingNews, i.date.slice(0, 10)])).toEqual([
      [true, "2025-02-01"],
      [true, "2025-01-01"],
      [false, "2025-03-10"],
      [false, "2025-03-01"],
    ]);
  });
});

describe("normaliseFeedItems", () => {
  it("numbers items from 1 in feed order and fills every field", () => {
    const items = normaliseFeedItems(
      [
        {
          title: "Minister's statement",
          content: "<p>Text</p>",
          pubDate: "2025-03-01T10:00:00Z",
          link: "/en/a.html",
        },
        {
          title: "<b>Urgent</b>: new <i>rules</i>",
          content: '<p>See <img src="/img/a.png"> now</p>',
          link: "https://www.canada.ca/en/b.html",
        },
        {
          title: "Study permits",
          content: "x",
          pubDate: "Tue, 06 Aug 2024 14:00:00 GMT",
          link: "javascript:alert(1)",
          enclosure: { url: "https://cdn.example.org/i.jpg" },
        },
      ],
      { now, fallbackLink },
    );
    expect(items).toEqual([
      {
        id: 2,
        title: "Urgent: new rules",
        summary: "See now",
        date: now.toISOString(),
        isBreakingNews: true,
        link: "https://www.canada.ca/en/b.html",
        imageUrl: "https://www.canada.ca/img/a.png",
      },
      {
        id: 1,
        title: "Minister's statement",
        summary: "Text",
        date: "2025-03-01T10:00:00.000Z",
        isBreakingNews: false,
        link: "https://www.canada.ca/en/a.html",
        imageUrl: DEFAULT_NEWS_IMAGES.generic,
      },
      {
        id: 3,
        title: "Study permits",
        summary: "x",
        date: "2024-08-06T14:00:00.000Z",
        isBreakingNews: false,
        link: fallbackLink,
        imageUrl: "https://cdn.example.org/i.jpg",
      },
    ]);
  });

  it("prefers the enclosure link to its url and keeps 10 items", () => {
    const raw = Array.from({ length: 15 }, (_, i) => ({
      title: `Item ${i}`,
      enclosure: { link: "https://a.example/l.jpg", url: "https://a.example/u.jpg" },
      pubDate: "not a date",
    }));
    const items = normaliseFeedItems(raw, { now, fallbackLink });
    expect(items).toHaveLength(10);
    expect(items.every((i) => i.imageUrl === "https://a.example/l.jpg" && i.date === now.toISOString())).toBe(
      true,
    );
  });

  it("never lets markup through, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, content) => {
        const [item] = normaliseFeedItems([{ title, content }], { now, fallbackLink });
        expect(item!.title).not.toMatch(/<[a-z/!]/i);
        expect(item!.summary.length).toBeLessThanOrEqual(203);
      }),
      // Once found by chance: a declaration's or a closing tag's first characters alone.
      {
        examples: [
          ["<!", ""],
          ["</", ""],
          ["<?xml", "<!DOCTYPE html>"],
        ],
      },
    );
  });
});
