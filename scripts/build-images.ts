/**
 * Renders the site's illustrations to AVIF and WebP at every width the pages ask for.
 * Run after changing a scene or the catalogue: `node --import tsx scripts/build-images.ts`.
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { illustrations, imagePath, type IllustrationKey } from "../app/config/images";
import { scenes } from "./illustrations";

const publicDir = path.resolve(import.meta.dirname, "../public");
mkdirSync(path.join(publicDir, "images"), { recursive: true });

let total = 0;
for (const key of Object.keys(illustrations) as IllustrationKey[]) {
  const illustration = illustrations[key];
  const source = Buffer.from(scenes[key]());
  for (const width of illustration.widths) {
    // Rendering the vector at the target density keeps edges crisp at every size.
    const density = (72 * width) / illustration.width;
    const base = sharp(source, { density }).resize(width);
    const targets = [
      { file: imagePath(illustration, width, "avif"), encode: base.clone().avif({ quality: 50, effort: 6 }) },
      { file: imagePath(illustration, width, "webp"), encode: base.clone().webp({ quality: 72, effort: 6 }) },
    ];
    for (const { file, encode } of targets) {
      const out = path.join(publicDir, file);
      await encode.toFile(out);
      const size = statSync(out).size;
      total += size;
      console.log(`${file.padEnd(40)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
    }
  }
}
console.log(`total ${(total / 1024).toFixed(1)} KB`);
