import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-log";

describe("paths in the request log", () => {
  it.each([
    ["/book-appointment/booked/eyJpZCI6MX0.c2ln", "/book-appointment/booked/:token"],
    ["/fr/book-appointment/cancel/eyJpZCI6MX0.c2ln", "/fr/book-appointment/cancel/:token"],
    ["/book-appointment/reschedule/eyJpZCI6MX0.c2ln.data", "/book-appointment/reschedule/:token"],
    ["/book-appointment/invite/abc", "/book-appointment/invite/:token"],
  ])("hide the booking token of %s", (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });

  it.each(["/book-appointment", "/fr/book-appointment.data", "/account/documents", "/"])(
    "keep %s",
    (path) => {
      expect(loggedPath(path)).toBe(path);
    },
  );
});
