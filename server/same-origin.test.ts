import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginWrites } from "./security-headers";
import { listenForTest } from "../tests/support/test-http";

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginWrites("https://maplepathways.example.ca"));
  app.all("/{*splat}", (_req, res) => res.json({ ok: true }));
  ({ url, close } = await listenForTest(app));
});
afterAll(() => close());

const post = (headers: Record<string, string>) =>
  fetch(`${url}/contact`, { method: "POST", headers, body: "x=1" });

describe("cross-site writes", () => {
  it("accepts same-origin posts, posts from the public origin, and non-browser clients", async () => {
    expect((await post({ Origin: url, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post({ Origin: "https://maplepathways.example.ca" })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it("refuses posts from another site", async () => {
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
  });

  it("leaves reads alone", async () => {
    expect((await fetch(`${url}/contact`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });
});
