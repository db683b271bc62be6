import { afterEach, describe, expect, it, vi } from "vitest";
import { failedWrite, logFailedWrite } from "./failed-write.server";
import { logger } from "./logger.server";

const typed = { status: "failed", result: { initialValue: { fullName: "Hélène Tremblay" } } };
const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

function spies() {
  return { warn: vi.spyOn(logger, "warn"), error: vi.spyOn(logger, "error") };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("failedWrite", () => {
  it("answers an outage 503 with Retry-After and the visitor's values, logged as a warning", () => {
    const log = spies();
    const wrapped = new Error("Failed query: insert into …", { cause: refused });
    const answer = failedWrite(wrapped, "contact message not stored", typed);
    expect(answer.data).toEqual(typed);
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("5");
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: wrapped, database: "unreachable" }),
      "contact message not stored",
    );
  });

  it("counts a pool with no free connection as an outage too", () => {
    const log = spies();
    failedWrite(new Error("timeout exceeded when trying to connect"), "booking not stored", typed);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ database: "busy" }),
      "booking not stored",
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it("answers a bug the same way, logged as an error", () => {
    const log = spies();
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const answer = failedWrite(bug, "booking not moved", typed, {
      log: { intent: "reschedule" },
      headers: { "Cache-Control": "no-store" },
    });
    expect(answer.data).toEqual(typed);
    expect(answer.init?.status).toBe(503);
    const headers = new Headers(answer.init?.headers);
    expect(headers.get("Retry-After")).toBe("5");
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith({ intent: "reschedule", err: bug }, "booking not moved");
  });
});

describe("logFailedWrite", () => {
  it("tells an outage from a bug for an action that answers on its own", () => {
    const log = spies();
    logFailedWrite(refused, "document upload not stored");
    logFailedWrite(new Error("duplicate key value"), "document upload not stored");
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
