import "./zod-jitless";
import { expect, it } from "vitest";

it("turns zod's compiled parsers off through the global zod reads its settings from", async () => {
  // Loaded after the setting, as in the browser, where the root route imports the setting first.
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: "Amara" })).toEqual({ name: "Amara" });
});
