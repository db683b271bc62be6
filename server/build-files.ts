import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The files of a build folder, keyed by the address path naming each ("/about/index.html"), read
 * once at start: a build never changes while it runs, so a request for anything else costs no disk
 * access.
 */
export function listBuildFiles(dir: string): Map<string, string> {
  const root = path.resolve(dir);
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(`/${path.relative(root, file).split(path.sep).join("/")}`, file);
  }
  return files;
}

/** The files under `prefix` ("/assets"), keyed relative to it. */
export function filesUnder(files: Map<string, string>, prefix: string): Map<string, string> {
  return new Map(
    [...files].filter(([key]) => key.startsWith(`${prefix}/`)).map(([key, file]) => [key.slice(prefix.length), file]),
  );
}
