import { describe, expect, it } from "vitest";
import { publicOrigin, rewriteOrigin } from "./canonical-origin";

describe("publicOrigin", () => {
  it("is BASE_URL's origin, whatever its path or trailing slash", () => {
    expect(publicOrigin("https://maple.example.ca/")).toBe("https://maple.example.ca");
    expect(publicOrigin("http://127.0.0.1:4123/site")).toBe("http://127.0.0.1:4123");
  });

  it("refuses an address that cannot be a web origin", () => {
    expect(() => publicOrigin("mailto:office@maple.example.ca")).toThrow(
      "Invalid environment variable BASE_URL: an http:// or https:// address",
    );
    expect(() => publicOrigin("ftp://maple.example.ca")).toThrow("Invalid environment variable BASE_URL");
  });
});

describe("rewriteOrigin", () => {
  const built = "http://localhost:3000";
  const running = "https://maple.example.ca";

  it("moves links, JSON-LD and the data of the page's script to the running origin", () => {
    const page = [
      `<link rel="canonical" href="${built}/fr/about"/>`,
      `<script type="application/ld+json">{"url":"${built}/"}</script>`,
      `<script>enqueue("[\\"publicOrigin\\",\\"${built}\\"]")</script>`,
    ].join("");
    expect(rewriteOrigin(page, built, running)).toBe(page.replaceAll(built, running));
  });

  it("leaves other origins that start with the same characters alone", () => {
    const text = `${built}0/x ${built}.example.ca/x ${built}@evil.example/ http://localhost:3000/about`;
    expect(rewriteOrigin(text, built, running)).toBe(
      `${built}0/x ${built}.example.ca/x ${built}@evil.example/ ${running}/about`,
    );
  });

  it("changes nothing when the build was made for the running origin", () => {
    expect(rewriteOrigin(`${running}/about`, running, running)).toBe(`${running}/about`);
  });
});
