import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies fail `npm run lint`. Knip's plugins find the rest of the
 * entries: React Router's routes and entries, Vitest's projects, the package.json scripts and the
 * Vite, Drizzle and ESLint configs.
 */
export default {
  entry: [
    // The production server, given to Vite as the server build's input (vite.config.ts).
    "server/start.ts",
    // The feature benchmarks, which bench/run.ts runs by file name.
    "bench/{chat,contact-load,document-uploads,news}.ts",
    // Run by hand or by the lint.
    "scripts/{build-images,build-blog-images,french-strings,unused-messages}.ts",
  ],
  // bench/load.ts installs nginx from Debian's packages when it is missing.
  ignoreBinaries: ["apt-get"],
  // Font files the PDF writer reads from the package by path (app/lib/pdf/pdf-writer.server.ts).
  ignoreDependencies: ["dejavu-fonts-ttf"],
  // Dead exports in features under rework on other branches, left to that work so the two do not
  // collide: each line goes when its file has none.
  ignoreIssues: {
    "app/features/auth/auth.server.ts": ["exports"],
    "app/features/booking/availability.ts": ["exports"],
    "app/features/booking/booking.server.ts": ["exports", "types"],
    "app/features/booking/pages.server.ts": ["exports"],
    "app/features/booking/slot-choices.tsx": ["exports"],
    "app/features/booking/steps.tsx": ["exports"],
    "app/features/documents/checklist.ts": ["exports"],
    "app/features/documents/upload.server.ts": ["exports"],
    "app/features/intake/fields.ts": ["exports", "types"],
    "app/features/intake/schema.ts": ["exports"],
    "app/features/intake/summary.ts": ["exports"],
    "app/features/intake/use-draft.ts": ["exports"],
  },
} satisfies KnipConfig;
