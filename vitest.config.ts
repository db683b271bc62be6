import path from "node:path";
import { defineConfig } from "vitest/config";
import { BROWSER_WORKERS } from "./tests/e2e/support/workers";

// The same aliases as tsconfig.json's paths: `~/db/…` is the schema and client, `~/…` the app.
const alias = [
  { find: /^~\/db\//, replacement: `${path.resolve(import.meta.dirname, "db")}/` },
  { find: /^~\//, replacement: `${path.resolve(import.meta.dirname, "app")}/` },
];

export default defineConfig({
  resolve: { alias },
  test: {
    // One file per core (vitest's default keeps one core free: on a two-core machine, one file at a time).
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: {
          // Pure logic and components: no database, no network, no server. The inner loop.
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["app/**/*.integration.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          // Databases (PGlite, and PostgreSQL when it answers), local HTTP peers, the server, security.
          name: "integration",
          include: [
            "app/**/*.integration.test.ts",
            "server/**/*.test.ts",
            "db/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/security/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          // Each worker runs against a site of its own (global-setup.ts); after the other projects when
          // all run together, as their worker counts may differ.
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          // A page can take several seconds to answer a click on a loaded machine; the default poll
          // (one second) failed specs whose outcome was right, only late.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
