import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  initialSlideshow,
  isRotating,
  slideshowReducer,
  type SlideshowAction,
  type SlideshowState,
} from "./slideshow";

const run = (state: SlideshowState, ...actions: SlideshowAction[]) => actions.reduce(slideshowReducer, state);

describe("hero slideshow state", () => {
  it("starts on the first slide, unlocked and playing", () => {
    expect(initialSlideshow(5)).toEqual({ count: 5, index: 0, locked: false, playing: true, held: false });
    expect(() => initialSlideshow(0)).toThrow(RangeError);
  });

  it("moves forward and wraps from the last slide to the first", () => {
    const last = { ...initialSlideshow(5), index: 4 };
    expect(slideshowReducer(last, { type: "next" }).index).toBe(0);
    expect(slideshowReducer(initialSlideshow(5), { type: "next" }).index).toBe(1);
  });

  it("moves back and wraps from the first slide to the last", () => {
    expect(slideshowReducer(initialSlideshow(5), { type: "previous" }).index).toBe(4);
  });

  it("jumps to a dot's slide, wrapping out-of-range indices and ignoring the current slide", () => {
    expect(slideshowReducer(initialSlideshow(5), { type: "goTo", index: 3 }).index).toBe(3);
    expect(slideshowReducer(initialSlideshow(5), { type: "goTo", index: 7 }).index).toBe(2);
    const same = slideshowReducer(initialSlideshow(5), { type: "goTo", index: 0 });
    expect(same).toEqual(initialSlideshow(5));
    expect(slideshowReducer(initialSlideshow(5), { type: "goTo", index: 1.5 })).toEqual(initialSlideshow(5));
  });

  it("locks every control after a manual change until unlocked", () => {
    const locked = run(initialSlideshow(5), { type: "next" });
    expect(locked).toMatchObject({ index: 1, locked: true });
    expect(run(locked, { type: "next" }).index).toBe(1);
    expect(run(locked, { type: "previous" }).index).toBe(1);
    expect(run(locked, { type: "goTo", index: 4 }).index).toBe(1);
    const unlocked = run(locked, { type: "unlock" });
    expect(unlocked.locked).toBe(false);
    expect(run(unlocked, { type: "goTo", index: 4 })).toMatchObject({ index: 4, locked: true });
  });

  it("autoplay advances and wraps without locking the controls", () => {
    let state = initialSlideshow(5);
    const seen: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      state = slideshowReducer(state, { type: "autoplay" });
      seen.push(state.index);
    }
    expect(seen).toEqual([1, 2, 3, 4, 0, 1]);
    expect(state.locked).toBe(false);
  });

  it("autoplay stops when paused, while held by hover or focus, and with a single slide", () => {
    const paused = run(initialSlideshow(5), { type: "setPlaying", playing: false });
    expect(isRotating(paused)).toBe(false);
    expect(run(paused, { type: "autoplay" }).index).toBe(0);
    const held = run(initialSlideshow(5), { type: "setHeld", held: true });
    expect(run(held, { type: "autoplay" }).index).toBe(0);
    expect(run(held, { type: "setHeld", held: false }, { type: "autoplay" }).index).toBe(1);
    expect(run(initialSlideshow(1), { type: "autoplay" }).index).toBe(0);
    expect(isRotating(initialSlideshow(5))).toBe(true);
  });

  it("keeps the manual controls working while paused", () => {
    const paused = run(initialSlideshow(5), { type: "setPlaying", playing: false }, { type: "next" });
    expect(paused).toMatchObject({ index: 1, playing: false });
  });

  it("always keeps the index within the slides, whatever the sequence of actions", () => {
    const action = fc.oneof(
      fc.constant<SlideshowAction>({ type: "next" }),
      fc.constant<SlideshowAction>({ type: "previous" }),
      fc.constant<SlideshowAction>({ type: "autoplay" }),
      fc.constant<SlideshowAction>({ type: "unlock" }),
      fc.integer({ min: -20, max: 20 }).map<SlideshowAction>((index) => ({ type: "goTo", index })),
      fc.boolean().map<SlideshowAction>((playing) => ({ type: "setPlaying", playing })),
      fc.boolean().map<SlideshowAction>((held) => ({ type: "setHeld", held })),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(action, { maxLength: 40 }), (count, actions) => {
        const state = run(initialSlideshow(count), ...actions);
        return Number.isInteger(state.index) && state.index >= 0 && state.index < count;
      }),
    );
  });
});
