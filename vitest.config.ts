import path from "node:path";
import { defineConfig } from "vitest/config";

// The same aliases as tsconfig.json's paths: `~/db/…` is the schema and client, `~/…` the app.
const alias = [
  { find: /^~\/db\//, replacement: `${path.resolve(import.meta.dirname, "db")}/` },
  { find: /^~\//, replacement: `${path.resolve(import.meta.dirname, "app")}/` },
];

export default defineConfig({
  resolve: { alias },
  test: {
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
          fileParallelism: false,
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
