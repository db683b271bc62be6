import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { serve } from "./serve";

/*
 * The production server's entry, built with the app into build/server/index.js, so every module of
 * the app and the server is loaded once per process. React Router's build also imports it, to
 * prerender pages: it then reads the app's exports, and no server starts.
 */
export * from "virtual:react-router/server-build";

if (process.env.IS_RR_BUILD_REQUEST !== "yes") {
  // The build's folders, from the entry node was given (build/server/index.js).
  const serverDir = path.dirname(path.resolve(process.argv[1] ?? "build/server/index.js"));
  serve({
    build,
    clientDir: path.resolve(serverDir, "../client"),
    migrationsFolder: path.resolve(serverDir, "migrations"),
  });
}
