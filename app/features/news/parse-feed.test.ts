import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FeedError, networkErrorMessage, parseFeedXml, parseRss2Json } from "./parse-feed";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

describe("parseFeedXml", () => {
  it("reads the government's Atom feed", () => {
    const items = parseFeedXml(fixture("atom-en.xml"));
    expect(items).toHaveLength(6);
    expect(items[1]).toEqual({
      title: "Important update: changes to open work permits for spouses of students and workers",
      content: expect.stringContaining("<p>January 17, 2025—Ottawa—Starting January 21"),
      pubDate: "2025-01-17T14:00:00-05:00",
      link: "/en/immigration-refugees-citizenship/news/2025/01/changes-to-open-work-permits-for-spouses.html",
      enclosure: undefined,
    });
    expect(items[3]!.content).toContain("master&#39;s");
  });

  it("reads the French Atom feed", () => {
    const items = parseFeedXml(fixture("atom-fr.xml"));
    expect(items.map((i) => i.title)).toEqual([
      "Le Canada annonce les catégories des rondes d’invitations d’Entrée express pour 2025",
      "Alerte à la fraude : méfiez-vous des fraudeurs qui se font passer pour des agents d’IRCC",
      "Le Canada plafonne les demandes de permis d’études pour 2025",
    ]);
  });

  it("reads RSS 2.0 with CDATA, enclosures and a missing link", () => {
    const items = parseFeedXml(fixture("rss.xml"));
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      title: "Urgent: processing of applications from regions affected by wildfires",
      content:
        "<p>IRCC is putting <strong>special measures</strong> in place for clients affected by wildfires.</p>",
      pubDate: "Tue, 06 Aug 2024 14:00:00 GMT",
      link: "https://www.canada.ca/en/immigration-refugees-citizenship/news/2024/08/wildfire-special-measures.html",
      enclosure: { url: "https://www.canada.ca/content/dam/ircc/images/news/wildfire.jpg" },
    });
    const noLink = parseFeedXml(
      `<rss version="2.0"><channel><item><title>T</title><guid>https://x.example/g</guid></item></channel></rss>`,
    );
    expect(noLink[0]!.link).toBe("https://x.example/g");
  });

  it("reads Atom links that are enclosures and entries without dates", () => {
    const items =
      parseFeedXml(`<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="html">A &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; title</title>
      <link rel="enclosure" type="image/png" href="https://x.example/i.png"/><link rel="alternate" href="https://x.example/a"/></entry></feed>`);
    expect(items).toEqual([
      {
        title: "A &lt;b&gt;bold&lt;/b&gt; title",
        content: undefined,
        pubDate: undefined,
        link: "https://x.example/a",
        enclosure: { link: "https://x.example/i.png" },
      },
    ]);
  });

  it.each([
    ["malformed XML", "<feed><entry><title>Broken</entry>"],
    ["HTML instead of a feed", "<!DOCTYPE html><html><body><h1>Service unavailable</h1></body></html>"],
    ["an empty body", ""],
    ["JSON", '{"status":"ok"}'],
    ["another XML document", "<sitemap><url/></sitemap>"],
  ])("refuses %s with the spec's text", (_, body) => {
    expect(() => parseFeedXml(body)).toThrow(new FeedError("Failed to parse RSS feed"));
  });

  it("does not expand internal entities", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <rss version="2.0"><channel><item><title>&b;</title></item></channel></rss>`;
    let titles: (string | undefined)[] = [];
    try {
      titles = parseFeedXml(bomb).map((i) => i.title);
    } catch (error) {
      expect(error).toBeInstanceOf(FeedError);
    }
    expect(titles.join("")).not.toContain("aaaaaaaaaa");
  });
});

describe("parseRss2Json", () => {
  it("reads status, items and the enclosure", () => {
    const items = parseRss2Json(JSON.parse(fixture("rss2json.json")));
    expect(items).toHaveLength(2);
    expect(items[0]!.pubDate).toBe("2024-07-01T13:00:00Z");
    expect(items[1]!.enclosure).toEqual({
      link: "https://www.canada.ca/content/dam/ircc/images/news/pgwp.jpg",
      url: undefined,
    });
  });

  it("reports the service's error texts", () => {
    expect(() => parseRss2Json({ status: "error", message: "rss_url parameter is required." })).toThrow(
      "API error: rss_url parameter is required.",
    );
    expect(() => parseRss2Json({ status: "error" })).toThrow("API error: Failed to parse RSS feed");
    expect(() => parseRss2Json(null)).toThrow("API error: Failed to parse RSS feed");
  });
});

describe("networkErrorMessage", () => {
  it("takes the message from the body, else the status text, else 'Unknown error'", () => {
    expect(
      networkErrorMessage(422, "Unprocessable Entity", '{"status":"error","message":"Invalid api_key"}'),
    ).toBe("Network response error (422): Invalid api_key");
    expect(networkErrorMessage(500, "Internal Server Error", "{}")).toBe(
      "Network response error (500): Internal Server Error",
    );
    expect(networkErrorMessage(502, "Bad Gateway", "<html>")).toBe(
      "Network response error (502): Unknown error",
    );
  });
});
