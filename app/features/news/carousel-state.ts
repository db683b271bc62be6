/** SPEC §4 "News carousel": where a move lands, or null when the spec says to ignore it. */
export type CarouselMove = "previous" | "next" | number;

export function carouselTarget(
  index: number,
  count: number,
  move: CarouselMove,
  animating: boolean,
): number | null {
  if (animating || count <= 1) return null;
  if (move === "next") return (index + 1) % count;
  if (move === "previous") return (index - 1 + count) % count;
  if (!Number.isInteger(move) || move < 0 || move >= count || move === index) return null;
  return move;
}
