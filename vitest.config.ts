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
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
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
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
