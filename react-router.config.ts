import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/prerender";

export default {
  ssr: true,
  // Separate build folders let several checkouts of the test suite build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
} satisfies Config;
