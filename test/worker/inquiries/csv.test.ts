import { describe, expect, it } from "vitest";
import { csvCell, inquiriesCsv } from "../../../worker/inquiries/csv";
import type { InquiryRow } from "../../../worker/inquiries/repository";

describe("the inquiries CSV", () => {
  it("quotes every cell, doubles quotes, and prefixes cells starting with = + - @ (or tab or CR) with a quote", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", "plain", 'a"b', "line\nbreak"].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      `"'\r=1"`,
      `"plain"`,
      `"a""b"`,
      `"line\nbreak"`,
    ]);
  });

  it("writes empty cells for missing values and a header of the table's columns", () => {
    const [header, row] = inquiriesCsv([{ id: "x", date_flexible: 1, event_date: null } as unknown as InquiryRow]).split("\r\n");
    expect(header).toMatch(/^"id","received_at","answered_at","emailed_at","name",/);
    expect(row).toMatch(/^"x","","","","",/);
  });
});
