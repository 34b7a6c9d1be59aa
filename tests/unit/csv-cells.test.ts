import { describe, expect, it } from "vitest";
import { csvField, csvRecord } from "../../api/content/csv";

describe("CSV cells (issue 25)", () => {
  it("quotes every cell and doubles quotes inside", () => {
    expect(csvRecord(["Asha", 42, null, 'say "hi", then\nleave'])).toBe('"Asha","42","","say ""hi"", then\nleave"\r\n');
  });

  it("makes a cell that starts a formula inert", () => {
    for (const cell of ["=1+2", '=HYPERLINK("http://evil.example")', "+1-2-3-4-5-6-7", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "+91 (98) =1", "-1e3"]) {
      expect(csvField(cell), JSON.stringify(cell)).toBe(`"'${cell.replaceAll('"', '""')}"`);
    }
  });

  it("leaves a phone number and a plain number as they are, for dialling and import", () => {
    for (const cell of ["+919876543210", "+91 98260 12345", "+1 415 555 0100", "-42", "+7", "-3.5", "12345"]) {
      expect(csvField(cell), cell).toBe(`"${cell}"`);
    }
  });
});
