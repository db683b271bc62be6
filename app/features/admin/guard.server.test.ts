import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./guard.server";

const BASE = "https://www.maplepathways.example.ca";

function post(headers: Record<string, string>) {
  return new Request("http://127.0.0.1:3000/admin/leads", { method: "POST", headers });
}

describe("same-origin check of back-office changes", () => {
  it("accepts this host or the public address, and requests with no browser headers", () => {
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }), BASE)).toBe(true);
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", origin: BASE }), BASE)).toBe(true);
    expect(isSameOrigin(post({ host: "127.0.0.1:3000" }), BASE)).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin" }), BASE)).toBe(true);
  });

  it("refuses another site, a null or broken Origin, and cross-site fetch metadata", () => {
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", origin: "https://evil.example" }), BASE)).toBe(false);
    expect(isSameOrigin(post({ host: "127.0.0.1:3000", origin: "null" }), BASE)).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "cross-site" }), BASE)).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-site" }), BASE)).toBe(false);
  });
});
