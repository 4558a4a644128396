import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv, UTF8_BOM } from "./csv";
import { boardSlug, exportFileName, fileSlug, fileStamp } from "./file-name";

describe("csvCell", () => {
  it("writes numbers unformatted and missing numbers as empty cells", () => {
    expect(csvCell(26450)).toBe("26450");
    expect(csvCell(1234567)).toBe("1234567");
    expect(csvCell(-150)).toBe("-150");
    expect(csvCell(1.25)).toBe("1.25");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell("")).toBe("");
  });

  it("keeps Vietnamese letters as they are", () => {
    expect(csvCell("Giá khớp (đồng)")).toBe("Giá khớp (đồng)");
  });

  it("prefixes text that a spreadsheet would read as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+SUM(A1)")).toBe("'+SUM(A1)");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\t=1")).toBe("'\t=1");
    // Guarded first, then quoted: the quote wraps the prefixed text.
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it("leaves numbers written as text alone, signed or not", () => {
    expect(csvCell("-1.5")).toBe("-1.5");
    expect(csvCell("+20")).toBe("+20");
    expect(csvCell("-.5")).toBe("-.5");
    expect(csvCell("1e5")).toBe("1e5");
    expect(csvCell("-")).toBe("'-");
    expect(csvCell("+/-")).toBe("'+/-");
  });
});

describe("toCsv", () => {
  it("starts with the UTF-8 byte order mark and ends every row with CRLF", () => {
    const text = toCsv(
      ["Mã CK", "Giá (đồng)"],
      [
        ["FPT", 120500],
        ["VNM", Number.NaN],
      ],
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toBe(`${UTF8_BOM}Mã CK,Giá (đồng)\r\nFPT,120500\r\nVNM,\r\n`);
  });

  it("an empty table is the header alone", () => {
    expect(toCsv(["a"], [])).toBe(`${UTF8_BOM}a\r\n`);
  });

  it("csvRow joins guarded, quoted cells", () => {
    expect(csvRow(["a,b", 1, null, "=x"])).toBe('"a,b",1,,\'=x');
  });
});

describe("export file names", () => {
  const at = new Date(2026, 2, 5, 9, 4);

  it("stamps the local date and time as yyyy-mm-dd-hhmm", () => {
    expect(fileStamp(at)).toBe("2026-03-05-0904");
  });

  it("names the board from its path", () => {
    expect(boardSlug("/banggia/hsx/odd")).toBe("hsx-odd");
    expect(boardSlug("/banggia/vn30")).toBe("vn30");
    expect(boardSlug("/banggia")).toBe("board");
    expect(exportFileName(boardSlug("/banggia/vn30"), at, "csv")).toBe("vnboard-vn30-2026-03-05-0904.csv");
  });

  it("keeps only safe letters, without diacritics", () => {
    expect(fileSlug("Giá Đồng / VN30!")).toBe("gia-dong-vn30");
    expect(fileSlug("../../etc")).toBe("etc");
    expect(fileSlug("")).toBe("board");
  });
});
