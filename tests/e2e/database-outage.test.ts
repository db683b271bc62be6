import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";
import { startServer, type RunningServer } from "../support/server-process";
import { createTestPostgresDatabase, databaseKinds } from "../support/test-databases";

/**
 * A TCP relay to PostgreSQL that can be cut: open connections drop and new ones are refused, as
 * when the database server goes away, without stopping the server other tests share.
 */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
  };
}

describe.runIf(databaseKinds.includes("postgres"))("while PostgreSQL is unreachable", () => {
  let work: string;
  let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let server: RunningServer;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "outage-"));
    database = await createTestPostgresDatabase();
    const direct = new URL(database.url);
    relay = await startRelay(direct);
    const relayed = new URL(database.url);
    relayed.port = String(relay.port);
    server = await startServer({ DATA_DIR: work, DATABASE_URL: relayed.toString() });
  });
  afterAll(async () => {
    await server?.stop();
    relay?.cut();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  const get = (page: string) => fetch(server.url + page, { redirect: "manual" });
  const post = (page: string, body: unknown) =>
    fetch(server.url + page, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(body),
    });

  it("answers 503 with Retry-After and the unavailable page, then recovers by itself", async () => {
    expect((await get("/book-appointment")).status).toBe(200);
    relay.cut();

    const page = await get("/book-appointment");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const html = await page.text();
    expect(html).toContain("<title>Temporarily unavailable | Maple Pathways Immigration</title>");
    expect(html).toContain("Nothing you sent before was lost");

    const french = await get("/fr/book-appointment");
    expect(french.status).toBe(503);
    expect(await french.text()).toContain("Service momentanément indisponible");

    // A client-side navigation asks for the route's data only.
    const navigation = await get("/book-appointment.data");
    expect(navigation.status).toBe(503);
    expect(navigation.headers.get("retry-after")).toBe("5");

    // A resource route answers JSON.
    const signIn = await post("/api/auth/sign-in/email", {
      email: "outage@example.ca",
      password: "a long enough password",
    });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get("retry-after")).toBe("5");
    expect(await signIn.json()).toMatchObject({ status: "failed" });
    // The contact page's action catches the failure itself: the page (or, once JavaScript runs, the
    // route's data) with the failure and the visitor's text.
    for (const path of ["/contact", "/contact.data"]) {
      const contact = await fetch(server.url + path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({
          fullName: "Outage Test",
          email: "outage@example.ca",
          subject: "During the outage",
          message: "Nothing is stored.",
        }),
      });
      expect(contact.status, path).toBe(503);
      expect(contact.headers.get("retry-after"), path).toBe("5");
      const text = await contact.text();
      expect(text, path).toContain("Nothing is stored.");
      if (path === "/contact") expect(text).toContain("Unable to Send Message");
    }

    // Pages that do not need the database are still served.
    expect((await get("/calculator?age=29")).status).toBe(200);
    expect((await get("/healthz")).status).toBe(503);

    await relay.restore();
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/book-appointment")).status).toBe(200);
  });

  it("shows a visitor the same page after a link followed in the browser, and once hydrated", async () => {
    const browser = await launchBrowser();
    try {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      relay.cut();
      await page.locator('a[href="/book-appointment"]').first().click();
      await expect.poll(() => page.locator("h1").textContent()).toBe("Temporarily unavailable");
      await page.reload();
      await waitForHydration(page);
      expect(await page.locator("h1").textContent()).toBe("Temporarily unavailable");
      // The browser reports the 503 itself, and React the layout's scripts when the root error
      // boundary replaces the page after a navigation (the layout is mounted again); nothing else.
      const expected = /status of 503|Encountered a script tag/;
      expect(errors.filter((error) => !expected.test(error))).toEqual([]);
    } finally {
      await relay.restore();
      await browser.close();
    }
  });
});
