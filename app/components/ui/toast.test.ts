import { afterEach, describe, expect, it, vi } from "vitest";

const dismissed: unknown[] = [];
vi.mock("sonner", () => {
  const toast = Object.assign(() => "toast-1", {
    error: () => "toast-1",
    info: () => "toast-1",
    dismiss: (id?: unknown) => dismissed.push(id),
  });
  return { toast };
});

const { holdToast, notify, toasterMounted } = await import("./toast");
const { TOAST_READ_MS } = await import("~/config/timings");

/** Lets the dynamic import and the mounted promise settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
  dismissed.length = 0;
});

describe("toast lifetime", () => {
  it("stays TOAST_READ_MS, and as long as the pointer or focus is on it", async () => {
    vi.useFakeTimers();
    toasterMounted();
    notify("Form Submitted Successfully");
    await settle();
    // `dismiss()` without an id is the previous toast being replaced.
    expect(dismissed).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(TOAST_READ_MS - 1);
    expect(dismissed).toEqual([undefined]);
    holdToast(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(dismissed).toEqual([undefined]);
    holdToast(false);
    await vi.advanceTimersByTimeAsync(TOAST_READ_MS - 1);
    expect(dismissed).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dismissed).toEqual([undefined, "toast-1"]);
  });
});
