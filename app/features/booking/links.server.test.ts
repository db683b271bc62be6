import { describe, expect, it } from "vitest";
import { bookingToken, readBookingToken } from "./links.server";

const secret = "a-secret-that-is-long-enough-for-the-tests-0123";
const id = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";

describe("booking links", () => {
  it("names the booking and its version for the purpose it was made for", () => {
    expect(readBookingToken(secret, "cancel", bookingToken(secret, "cancel", id, 2))).toEqual({
      id,
      sequence: 2,
    });
  });

  it("does nothing for another purpose, another secret, or a changed booking or version", () => {
    const token = bookingToken(secret, "cancel", id, 2);
    expect(readBookingToken(secret, "reschedule", token)).toBeNull();
    expect(readBookingToken("another-secret-that-is-long-enough-0123456789", "cancel", token)).toBeNull();
    expect(readBookingToken(secret, "cancel", token.replace(".2.", ".3."))).toBeNull();
    expect(readBookingToken(secret, "cancel", token.replace("6f1c", "6f1d"))).toBeNull();
    expect(readBookingToken(secret, "cancel", "not-a-token")).toBeNull();
    expect(readBookingToken(secret, "cancel", `${token}x`)).toBeNull();
  });
});
