import type { Illustration } from "~/config/images";

const articleImage = (name: string): Illustration => ({
  name: `blog/${name}`,
  width: 800,
  height: 450,
  widths: [400, 800],
});

/**
 * Each article's illustration, by article id: original artwork drawn in
 * scripts/build-blog-images.ts and rendered into public/images/blog/.
 */
export const blogImages: Record<string, Illustration> = {
  "1": articleImage("express-entry"),
  "2": articleImage("saskatchewan-prairie"),
  "3": articleImage("study-permit"),
};
