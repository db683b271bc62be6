/**
 * The site's illustrations: original artwork drawn in code (scripts/illustrations.ts) and rendered
 * to AVIF and WebP at each listed width by scripts/build-images.ts into public/images/.
 */
export interface Illustration {
  /** File stem in public/images/ ("hero-rockies" → hero-rockies-1600.avif). */
  name: string;
  /** Intrinsic size of the largest rendering; sets the aspect ratio so nothing shifts while loading. */
  width: number;
  height: number;
  widths: readonly number[];
}

const hero = (name: string): Illustration => ({ name, width: 1600, height: 900, widths: [640, 1024, 1600] });
const card = (name: string): Illustration => ({ name, width: 800, height: 600, widths: [400, 800] });

export const illustrations = {
  rockies: hero("hero-rockies"),
  whistler: hero("hero-whistler"),
  wilderness: hero("hero-wilderness"),
  toronto: hero("hero-toronto"),
  calgary: hero("hero-calgary"),
  prairie: card("province-prairie"),
  coast: card("province-coast"),
  aurora: card("province-aurora"),
} as const satisfies Record<string, Illustration>;

export type IllustrationKey = keyof typeof illustrations;
export type ImageFormat = "avif" | "webp";

export function imagePath(illustration: Illustration, width: number, format: ImageFormat): string {
  return `/images/${illustration.name}-${width}.${format}`;
}

export function imageSrcSet(illustration: Illustration, format: ImageFormat): string {
  return illustration.widths.map((w) => `${imagePath(illustration, w, format)} ${w}w`).join(", ");
}
