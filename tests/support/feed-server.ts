import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { recordedRoundsText } from "./rounds-fixture";

/**
 * A local stand-in for the government news feed and the feed-to-JSON service, serving recorded
 * feeds and failing on demand, so no test reaches the internet.
 */
const feedModes = ["ok", "down", "slow", "error", "malformed", "hostile", "empty"] as const;
export type FeedMode = (typeof feedModes)[number];

const fixtures = path.resolve(import.meta.dirname, "../../app/features/news/fixtures");
const read = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

const EMPTY_ATOM = `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>IRCC</title></feed>`;

export interface FeedServer {
  /** Base address; feeds at /atom/en, /atom/fr, /rss, /hostile, the service at /rss2json and IRCC's rounds at /rounds. */
  url: string;
  setMode(mode: FeedMode): void;
  /** Paths and queries requested so far. */
  requests: string[];
  stop(): Promise<void>;
}

export async function startFeedServer(options: { slowMs?: number } = {}): Promise<FeedServer> {
  let mode: FeedMode = "ok";
  const requests: string[] = [];
  const slowMs = options.slowMs ?? 15_000;

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://feed.test");
    if (url.pathname === "/__mode" && req.method === "POST") {
      const next = url.searchParams.get("m") as FeedMode;
      if (!feedModes.includes(next)) return void res.writeHead(400).end();
      mode = next;
      return void res.writeHead(204).end();
    }
    requests.push(url.pathname + url.search);
    const service = url.pathname === "/rss2json";
    const xml = (body: string) =>
      res.writeHead(200, { "Content-Type": "application/atom+xml; charset=utf-8" }).end(body);
    switch (mode) {
      case "down":
        return void req.socket.destroy();
      case "slow":
        return void setTimeout(() => !res.destroyed && xml(read("atom-en.xml")), slowMs).unref();
      case "error":
        if (service) {
          return void res
            .writeHead(500, { "Content-Type": "application/json" })
            .end(JSON.stringify({ status: "error", message: "Internal server error" }));
        }
        return void res
          .writeHead(500, { "Content-Type": "text/html" })
          .end("<html><body><h1>500 Internal Server Error</h1></body></html>");
      case "malformed":
        return void xml("<feed><entry><title>Broken feed</entry>");
      case "empty":
        return void xml(EMPTY_ATOM);
      case "hostile":
        return void xml(read("hostile.xml"));
      case "ok":
        break;
    }
    if (service) {
      if (url.searchParams.get("api_key") !== "test-key") {
        return void res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ status: "error", message: "Invalid api_key" }));
      }
      return void res.writeHead(200, { "Content-Type": "application/json" }).end(read("rss2json.json"));
    }
    if (url.pathname === "/rounds") {
      return void res.writeHead(200, { "Content-Type": "application/json" }).end(recordedRoundsText);
    }
    if (url.pathname === "/atom/en") return void xml(read("atom-en.xml"));
    if (url.pathname === "/atom/fr") return void xml(read("atom-fr.xml"));
    if (url.pathname === "/hostile") return void xml(read("hostile.xml"));
    if (url.pathname === "/rss") {
      return void res.writeHead(200, { "Content-Type": "application/rss+xml" }).end(read("rss.xml"));
    }
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
  };

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setMode: (next) => {
      mode = next;
    },
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
