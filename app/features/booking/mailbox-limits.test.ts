import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox-limits.server";

describe("the mailbox an address delivers to", () => {
  it("ignores case, surrounding spaces and a +tag after the name", () => {
    for (const address of [" Helene@Example.com", "helene+rdv@example.com", "HELENE+a+b@EXAMPLE.COM"])
      expect(mailboxKey(address)).toBe("helene@example.com");
    expect(mailboxKey("helene.tremblay@example.com")).toBe("helene.tremblay@example.com");
  });

  it("ignores Gmail's dots, under either of its domains", () => {
    for (const address of ["h.e.lene@gmail.com", "Helene+x@googlemail.com", "helene@gmail.com"])
      expect(mailboxKey(address)).toBe("helene@gmail.com");
  });

  it("keeps a name that starts with +, which is all there is of it", () => {
    expect(mailboxKey("+helene@example.com")).toBe("+helene@example.com");
  });
});
