/**
 * The hero slideshow as a pure state machine, so its rules (wrap at both ends, a 1 s lock after
 * any manual change, autoplay that yields to the visitor) are testable without a browser.
 */
export interface SlideshowState {
  count: number;
  index: number;
  /** True for the lock period after a manual change; every slide control is ignored meanwhile. */
  locked: boolean;
  /** The visitor's choice through the pause/play control (and the reduced-motion preference). */
  playing: boolean;
  /** Hover or keyboard focus inside the carousel holds rotation without changing the visitor's choice. */
  held: boolean;
}

export type SlideshowAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "autoplay" }
  | { type: "unlock" }
  | { type: "setPlaying"; playing: boolean }
  | { type: "setHeld"; held: boolean };

export function initialSlideshow(count: number): SlideshowState {
  if (!Number.isInteger(count) || count < 1) throw new RangeError("a slideshow needs at least one slide");
  return { count, index: 0, locked: false, playing: true, held: false };
}

function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Rotation runs only when the visitor has not paused it, nothing holds it and there is somewhere to go. */
export function isRotating(state: SlideshowState): boolean {
  return state.playing && !state.held && state.count > 1;
}

function manualMove(state: SlideshowState, target: number): SlideshowState {
  if (state.locked) return state;
  const index = wrapIndex(target, state.count);
  if (index === state.index) return state;
  return { ...state, index, locked: true };
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case "next":
      return manualMove(state, state.index + 1);
    case "previous":
      return manualMove(state, state.index - 1);
    case "goTo":
      return Number.isInteger(action.index) ? manualMove(state, action.index) : state;
    case "autoplay":
      if (!isRotating(state)) return state;
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case "unlock":
      return state.locked ? { ...state, locked: false } : state;
    case "setPlaying":
      return state.playing === action.playing ? state : { ...state, playing: action.playing };
    case "setHeld":
      return state.held === action.held ? state : { ...state, held: action.held };
  }
}
