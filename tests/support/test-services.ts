import { parseEnv } from "~/config/env.server";
import type { Database } from "~/db/client";
import type { Services } from "~/lib/services.server";
import { testSealer } from "./sealer";

/** What a test's server needs around its database: default settings, the test key, no outbox worker. */
export function testServices(db: Database, overrides: Partial<Services> = {}): Services {
  return {
    env: parseEnv({}),
    db,
    authSecret: "x".repeat(32),
    sealer: testSealer,
    nudgeOutbox: () => {},
    ...overrides,
  };
}
