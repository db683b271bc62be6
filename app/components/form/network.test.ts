import { data, redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { answerOr, isUnanswered, unsent } from "./network";

/** What `serverAction` throws for a response the router could not use as an answer (a proxy's 502). */
const routeError = (status: number) => new ErrorResponseImpl(status, "", "");

describe("isUnanswered", () => {
  it("is true when the request failed, the answer was a server error or unreadable", () => {
    expect(isUnanswered(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUnanswered(new Error("Unable to decode turbo-stream response"))).toBe(true);
    expect(isUnanswered(routeError(502))).toBe(true);
    expect(isUnanswered(routeError(503))).toBe(true);
  });

  it("is false for an answer: a redirect or a refusal", () => {
    expect(isUnanswered(redirect("/account"))).toBe(false);
    expect(isUnanswered(routeError(403))).toBe(false);
    expect(isUnanswered(routeError(404))).toBe(false);
  });
});

describe("answerOr", () => {
  it("passes the server's answer through", async () => {
    expect(await answerOr(() => Promise.resolve({ status: "sent" }), unsent)).toEqual({ status: "sent" });
  });

  it("answers the form's own failure, with a 503 that stops the router reloading data", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await answerOr(() => Promise.reject(new TypeError("Failed to fetch")), unsent);
    expect(answer).toEqual(data(unsent, { status: 503 }));
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("lets a redirect or a refusal through to the router", async () => {
    const moved = redirect("/immigration-form/submitted/1");
    await expect(answerOr(() => Promise.reject(moved), unsent)).rejects.toBe(moved);
    const refused = routeError(403);
    await expect(answerOr(() => Promise.reject(refused), unsent)).rejects.toBe(refused);
  });
});
