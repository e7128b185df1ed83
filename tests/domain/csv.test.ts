import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvPhone, csvRow } from "#domain/csv.ts";
import { indianDateTime } from "#domain/india/time.ts";

/**
 * What Excel shows of one CSV cell opened with its default 'General' format: the quotes of a
 * quoted cell go; text starting with = + - @ is run as a formula; digits (or an 'e' between them)
 * become a number, losing leading zeros and shown in scientific notation from 12 digits (or as
 * 9.88E+09 in a narrow column); anything else is text, shown as written.
 */
function excelShows(cell: string): { kind: "formula" | "number" | "text"; shown: string } {
  const text = /^".*"$/s.test(cell) ? cell.slice(1, -1).replace(/""/g, '"') : cell;
  if (/^[=+\-@]/.test(text)) return { kind: "formula", shown: text };
  if (/^\d+(\.\d+)?(e\d+)?$/i.test(text)) return { kind: "number", shown: String(Number(text)) };
  return { kind: "text", shown: text };
}

describe("CSV for Excel (issue 30)", () => {
  it("neutralises a formula in a name, as before", () => {
    const cell = csvCell('=HYPERLINK("http://evil.example","x")');
    expect(cell).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(excelShows(cell)).toEqual({ kind: "text", shown: `'=HYPERLINK("http://evil.example","x")` });
    for (const start of ["+", "-", "@"]) expect(excelShows(csvCell(`${start}SUM(A1)`)).kind).toBe("text");
  });

  it("writes a mobile as Excel shows it and a courier dials it: '98765 43210', no stray quote mark", () => {
    for (const typed of ["+91 98765 43210", "+919876543210", "9876543210", "91 98765-43210"]) {
      const cell = csvCell(csvPhone(typed));
      expect(excelShows(cell), typed).toEqual({ kind: "text", shown: "98765 43210" });
    }
    // Why: written as typed, '+91…' needed the guard's quote mark and ten digits became a number.
    expect(excelShows(csvCell("+91 98765 43210")).shown).toBe("'+91 98765 43210");
    expect(excelShows(csvCell("9876543210")).kind).toBe("number");
    // Not a mobile: kept as typed, and guarded as any cell.
    expect(csvPhone("020 2345 6789")).toBe("020 2345 6789");
    expect(excelShows(csvCell(csvPhone("=1+1"))).kind).toBe("text");
  });

  it("keeps an order number text with its #, where '1234e567' alone would be a number", () => {
    expect(excelShows(csvCell("1234e567")).kind).toBe("number");
    expect(excelShows(csvCell("#1234e567"))).toEqual({ kind: "text", shown: "#1234e567" });
  });

  it("dates a moment on India's clock, to the minute, as Excel reads a date and time", () => {
    expect(indianDateTime("2026-11-26T13:35:42.123Z")).toBe("2026-11-26 19:05");
    expect(indianDateTime("2026-11-26T18:45:00.000Z")).toBe("2026-11-27 00:15");
  });

  it("starts the file with a UTF-8 byte-order mark, so Excel reads Hindi names", () => {
    expect(new TextEncoder().encode(CSV_BOM + csvRow(["मीरा"])).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });
});
