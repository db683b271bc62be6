import { describe, expect, it } from "vitest";
import { authenticatorKey, base32, groupedKey } from "./otpauth";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("authenticator keys", () => {
  it("encodes base32 as RFC 4648's test vectors, without padding", () => {
    expect(base32(bytes(""))).toBe("");
    expect(base32(bytes("f"))).toBe("MY");
    expect(base32(bytes("fo"))).toBe("MZXQ");
    expect(base32(bytes("foo"))).toBe("MZXW6");
    expect(base32(bytes("foob"))).toBe("MZXW6YQ");
    expect(base32(bytes("fooba"))).toBe("MZXW6YTB");
    expect(base32(bytes("foobar"))).toBe("MZXW6YTBOI");
  });

  it("writes the otpauth address with the issuer and account escaped", () => {
    const { key, uri } = authenticatorKey("12345678901234567890", "Maple Pathways", "amara+visa@example.ca");
    expect(key).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(uri).toBe(
      "otpauth://totp/Maple%20Pathways:amara%2Bvisa%40example.ca?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Maple+Pathways&digits=6&period=30",
    );
    expect(groupedKey(key)).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
  });
});
