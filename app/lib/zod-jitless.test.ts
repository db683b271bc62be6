import { expect, it } from "vitest";

it("turns zod's compiled parsers off through the global zod reads its settings from", async () => {
  await import("./zod-jitless");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  // Parsing still works the plain way.
  expect(z.object({ name: z.string() }).parse({ name: "Amara" })).toEqual({ name: "Amara" });
});
