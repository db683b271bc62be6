import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { serve } from "./serve";

/** Development: the same boot as production, with Vite serving the app and reloading it on change. */
const vite = await createServer({ server: { middlewareMode: true } });
serve({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  onClose: () => vite.close(),
});
