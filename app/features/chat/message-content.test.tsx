import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageContent, plainText } from "./message-content";

const render = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MessageContent text={text} newTab="(opens in a new tab)" />
    </MemoryRouter>,
  );

describe("answer rendering", () => {
  it("links the site's pages and official sites, with paragraphs and lists", () => {
    const html = render(
      "See [the FAQ](/resources/faq#work-permits).\n\n- one [IRCC](https://www.canada.ca/en.html)\n- two",
    );
    expect(html).toContain('href="/resources/faq#work-permits"');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/www\.canada\.ca\/en\.html" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toContain("<li>");
  });

  it("never turns other schemes into links", () => {
    const html = render("[click](javascript:alert(1)) [file](data:text/html,x) [old](http://example.com)");
    expect(html).not.toContain("<a");
    expect(html).toContain("click");
  });

  it("escapes markup in the text", () => {
    expect(render("<img src=x onerror=alert(1)>")).not.toContain("<img");
  });

  it("gives screen readers the text without link syntax", () => {
    expect(plainText("Read [the FAQ](/resources/faq).")).toBe("Read the FAQ.");
  });
});
