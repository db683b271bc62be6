import { imagePath, imageSrcSet, type Illustration } from "~/config/images";

/**
 * A responsive illustration: AVIF first, WebP otherwise, with the intrinsic size set so the
 * browser reserves its box before the file arrives.
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: Illustration;
  alt: string;
  sizes: string;
  /** The page's main image: fetched first and never lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={imagePath(image, image.width, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
