import { describe, expect, it } from "vitest";
import { budgetAddress } from "./client-address";

describe("the address a budget counts", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(budgetAddress("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(budgetAddress("2001:0db8:00aa:00bb:1234:5678:9abc:def0")).toBe("2001:db8:aa:bb::/64");
    expect(budgetAddress("2001:DB8:AA:BB:ffff::")).toBe("2001:db8:aa:bb::/64");
    expect(budgetAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(budgetAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(budgetAddress("::1")).toBe("0:0:0:0::/64");
    expect(budgetAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps an IPv4 address, also written as IPv4-mapped IPv6", () => {
    expect(budgetAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(budgetAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(budgetAddress("::FFFF:203.0.113.9")).toBe("203.0.113.9");
  });

  it("leaves anything else as it came", () => {
    expect(budgetAddress("unknown")).toBe("unknown");
    expect(budgetAddress("")).toBe("");
  });
});
