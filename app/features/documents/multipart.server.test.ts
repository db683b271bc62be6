import { describe, expect, it } from "vitest";
import { multipartParts } from "./multipart.server";

/** A form as a browser (here undici, with the same encoding rules) sends it. */
async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type")!,
  };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("multipartParts", () => {
  it("reads a field and a file as FormData sends them, the file a view of the body", async () => {
    const file = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x2d, 0x2d, 0, 255]);
    const form = new FormData();
    form.set("item", "3f2b8c1e-5a4d-4e6f-9b7a-0c1d2e3f4a5b");
    form.set("file", new File([file], 'C:\\scans\\Relevé "mars" 2026.pdf'));
    const { body, type } = await encoded(form);
    const parts = multipartParts(body, type)!;
    expect(parts.map((part) => [part.name, part.filename])).toEqual([
      ["item", undefined],
      ["file", "C:\\scans\\Relevé %22mars%22 2026.pdf"],
    ]);
    expect(text(parts[0]!.content)).toBe("3f2b8c1e-5a4d-4e6f-9b7a-0c1d2e3f4a5b");
    expect([...parts[1]!.content]).toEqual([...file]);
    expect(parts[1]!.content.buffer).toBe(body.buffer);
  });

  it("keeps an empty file part, as a browser sends it when no file was chosen", () => {
    const body = new TextEncoder().encode(
      '--x\r\nContent-Disposition: form-data; name="file"; filename=""\r\n' +
        "Content-Type: application/octet-stream\r\n\r\n\r\n--x--\r\n",
    );
    expect(multipartParts(body, "multipart/form-data; boundary=x")).toEqual([
      { name: "file", filename: "", content: new Uint8Array() },
    ]);
  });

  it("reads a hand-written body with a preamble and a quoted boundary", () => {
    const body = new TextEncoder().encode(
      'ignored\r\n--a b\r\nContent-Disposition: form-data; name="item"\r\n\r\nx\r\n--a b--\r\n',
    );
    expect(multipartParts(body, 'multipart/form-data; boundary="a b"')).toEqual([
      { name: "item", filename: undefined, content: new TextEncoder().encode("x") },
    ]);
  });

  it.each([
    ["not multipart", "x=1", "application/x-www-form-urlencoded"],
    ["no boundary", "--x\r\n", "multipart/form-data"],
    [
      "cut off",
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n%PDF',
      "multipart/form-data; boundary=x",
    ],
    [
      "no disposition",
      "--x\r\nContent-Type: text/plain\r\n\r\nx\r\n--x--",
      "multipart/form-data; boundary=x",
    ],
    [
      "no closing delimiter",
      "--x\r\nContent-Disposition: form-data; name=a\r\n\r\nx",
      "multipart/form-data; boundary=x",
    ],
  ])("refuses a body that is %s", (_case, body, type) => {
    expect(multipartParts(new TextEncoder().encode(body), type)).toBeUndefined();
  });
});
