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
// The Toaster's code, which `notify` waits for: a stand-in (what it mounts is not tested here).
const toasterCode = async () => ({ default: () => null, toast: (await import("sonner")).toast });
vi.mock("./sonner-toaster", () => toasterCode());

const { holdToast, notify, toasterMounted } = await import("./toast");
const { TOAST_READ_MS } = await import("~/config/timings");

/** Lets the mounted promise settle under fake timers. */
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

describe("a toast whose code cannot be loaded (offline)", () => {
  it("is told by the caller instead, and the next toast asks for the code again", async () => {
    // A fresh module whose Toaster code cannot be fetched.
    vi.resetModules();
    vi.doMock("./sonner-toaster", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const fresh = await import("./toast");
    const requested: boolean[] = [];
    const stop = fresh.subscribeToasterRequest(() => requested.push(fresh.isToasterRequested()));

    const fallback = vi.fn();
    fresh.notify("Unable to Send Message", { variant: "destructive", fallback });
    expect(requested).toEqual([true]);
    await vi.waitFor(() => expect(fallback).toHaveBeenCalledOnce());
    // What the Toaster does when the same code fails to load.
    fresh.toasterFailed();
    expect(requested).toEqual([true, false]);

    // Back online: a form's first use asks for the code again, and the next toast shows.
    vi.doMock("./sonner-toaster", () => toasterCode());
    fresh.preloadToasts();
    expect(requested).toEqual([true, false, true]);
    const unshown = vi.fn();
    fresh.notify("Message Sent Successfully", { fallback: unshown });
    fresh.toasterMounted();
    await vi.waitFor(() => expect(dismissed).toEqual([undefined]));
    expect(unshown).not.toHaveBeenCalled();
    stop();
  });
});
