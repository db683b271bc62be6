import { cpSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The database migrations travel with the server build, which applies them at start. */
function migrationsBesideServer(): Plugin {
  return {
    name: "migrations-beside-server",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name !== "ssr" || !options.dir) return;
      cpSync(path.resolve("db/migrations"), path.join(options.dir, "migrations"), { recursive: true });
    },
  };
}

export default defineConfig({
  // The server is built with the app: its entry re-exports the app's server build and starts
  // Express when node runs it (`node build/server/index.js`).
  environments: {
    ssr: {
      build: { rollupOptions: { input: "server/start.ts" } },
      // Node 24 leaves some 100 MB of garbage on the heap while it links drizzle-orm's and
      // better-auth's hundreds of ES modules (their CommonJS builds, or Node 20, leave 5), and the
      // heap keeps that size; bundled, they load as one module. Measured in ADR 016.
      resolve: { noExternal: [/^drizzle-orm/, /^better-auth/, /^@better-auth\//, "kysely"] },
    },
  },
  plugins: [tailwindcss(), reactRouter(), migrationsBesideServer()],
  resolve: { tsconfigPaths: true },
});
