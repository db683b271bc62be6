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

/*
 * Every page loads React, React Router and what the root layout imports (header, footer, chat button,
 * toaster, i18n). Split by default into some twenty small chunks (one per set of pages sharing them),
 * they compress apart and repeat their import lists; two chunks, the framework and the shell, make the
 * home page's first load some 7 KB (gzip) smaller. The shell is what the root imports statically, so no
 * page loads code only another page uses; icons are left to their pages (the icon barrel would reach
 * them all).
 */
function shellChunks(): Plugin {
  const shell = new Set<string>();
  const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
  // The route module (and its client build's variant, with a query) stays the root route's entry.
  const rootModule = /[\\/]app[\\/]root\.tsx(\?|$)/;
  return {
    name: "shell-chunks",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const visit = (id: string) => {
        if (shell.has(id)) return;
        shell.add(id);
        if (!/node_modules[\\/]lucide[\\/]/.test(id)) this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      const root = [...this.getModuleIds()].find((id) => rootModule.test(id) && !id.includes("?"));
      if (root) visit(root);
    },
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: "framework", test: framework, priority: 2 },
                    {
                      name: "shell",
                      test: (id: string) => shell.has(id) && !rootModule.test(id),
                      priority: 1,
                    },
                  ],
                },
              },
            },
          },
        },
      },
    }),
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
  plugins: [tailwindcss(), reactRouter(), migrationsBesideServer(), shellChunks()],
  resolve: { tsconfigPaths: true },
});
