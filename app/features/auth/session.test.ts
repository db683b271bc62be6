import { describe, expect, it } from "vitest";
import { signInPath } from "./session.server";

const at = (path: string) => new URL(path, "http://localhost:3000");

describe("the way back after signing in", () => {
  it("remembers the page, in its language", () => {
    expect(signInPath(at("/admin/leads?status=new"))).toBe(
      "/auth?redirectTo=%2Fadmin%2Fleads%3Fstatus%3Dnew",
    );
    expect(signInPath(at("/fr/account"))).toBe("/fr/auth?redirectTo=%2Ffr%2Faccount");
  });

  it("remembers the page, not the data a client-side navigation asked for", () => {
    expect(signInPath(at("/admin.data?_routes=routes%2Fadmin.tsx"))).toBe("/auth?redirectTo=%2Fadmin");
    expect(signInPath(at("/fr/admin/leads.data?status=new&_routes=x"))).toBe(
      "/fr/auth?redirectTo=%2Ffr%2Fadmin%2Fleads%3Fstatus%3Dnew",
    );
    expect(signInPath(at("/_root.data?_routes=root"))).toBe("/auth?redirectTo=%2F");
  });
});
