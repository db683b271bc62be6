import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format";
import { noticeFromQuery, noticeOf, noticeToQuery, type UploadNotice } from "./upload-outcome";
import { cleanFileName } from "./upload.server";

const ITEM = "3f2b8c1e-5a4d-4e6f-9b7a-0c1d2e3f4a5b";

describe("an upload's outcome in the query string", () => {
  it.each<UploadNotice>([
    { itemId: ITEM, kind: "received" },
    { itemId: ITEM, kind: "error", error: "alreadyAccepted" },
    { kind: "error", error: "inProgress" },
    { itemId: ITEM, kind: "problems", problems: [{ rule: "tooComplex" }] },
    { itemId: ITEM, kind: "problems", problems: [{ rule: "active" }] },
    { kind: "problems", problems: [{ rule: "size", bytes: 20_971_520 }] },
    {
      itemId: ITEM,
      kind: "problems",
      problems: [
        { rule: "resolution", kind: "photo", width: 300, height: 386 },
        { rule: "proportion", width: 300, height: 386 },
      ],
    },
  ])("comes back as it left: %o", (notice) => {
    expect(noticeFromQuery(noticeToQuery(notice))).toEqual(notice);
  });

  it("reads nothing from a hand-edited address", () => {
    const read = (query: string) => noticeFromQuery(new URLSearchParams(query));
    expect(read("")).toBeUndefined();
    expect(read("error=<script>")).toBeUndefined();
    expect(read('problems=[{"rule":"size","bytes":"<b>"}]')).toBeUndefined();
    expect(read("problems={")).toBeUndefined();
    expect(read("problems=[]")).toBeUndefined();
    expect(read("received=1&item=../../etc")).toBeUndefined();
  });

  it("turns each outcome into its notice", () => {
    expect(noticeOf({ ok: true, status: 200, itemId: ITEM })).toEqual({ itemId: ITEM, kind: "received" });
    expect(noticeOf({ ok: false, status: 429, error: "tooMany", retryAfterSeconds: 900 })).toEqual({
      kind: "error",
      error: "tooMany",
    });
  });
});

describe("file names and sizes", () => {
  it("keeps the name a person gave, without folders or control characters", () => {
    expect(cleanFileName("C:\\Users\\amara\\Passport scan.pdf", "pdf")).toBe("Passport scan.pdf");
    expect(cleanFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(cleanFileName("a\u0000b\u0007.pdf", "pdf")).toBe("ab.pdf");
    expect(cleanFileName("   ", "png")).toBe("document.png");
    expect(cleanFileName(".pdf", "pdf")).toBe("document.pdf");
    expect(cleanFileName("é".repeat(300), "jpeg")).toBe(`${"é".repeat(156)}.jpg`);
  });

  it("gives a file the extension of the type its bytes are, and drops format characters", () => {
    expect(cleanFileName("passport.html", "pdf")).toBe("passport.pdf");
    expect(cleanFileName("report\u202Egnp.hta", "pdf")).toBe("reportgnp.pdf");
    expect(cleanFileName("photo.PNG", "jpeg")).toBe("photo.jpg");
    expect(cleanFileName("scan.tiff", "tiff")).toBe("scan.tif");
    expect(cleanFileName("Relevé 2026.03", "pdf")).toBe("Relevé 2026.03.pdf");
  });

  it("writes sizes as each language does", () => {
    expect(formatFileSize(230 * 1024, "en")).toBe("230\u00a0KB");
    expect(formatFileSize(230 * 1024, "fr")).toBe("230\u00a0ko");
    expect(formatFileSize(1.25 * 1024 * 1024, "en")).toBe("1.3\u00a0MB");
    expect(formatFileSize(1.25 * 1024 * 1024, "fr")).toBe("1,3\u00a0Mo");
  });
});
