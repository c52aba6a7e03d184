import { describe, expect, it } from "vitest";
import { formatCsv, toCsvField } from "./csv.ts";

describe("CSV", () => {
  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expect(toCsvField("plain")).toBe("plain");
    expect(toCsvField('Area 25, "new"')).toBe('"Area 25, ""new"""');
    expect(toCsvField("two\nlines")).toBe('"two\nlines"');
  });

  it("keeps typed text from running as a spreadsheet formula", () => {
    expect(toCsvField('=HYPERLINK("http://x")', { untrusted: true })).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(toCsvField("+265991234567", { untrusted: true })).toBe("'+265991234567");
    expect(toCsvField("-3", { untrusted: false })).toBe("-3");
  });

  it("ends every row with CRLF", () => {
    expect(
      formatCsv([
        ["a", "b"],
        ["c", "d,e"],
      ]),
    ).toBe('a,b\r\nc,"d,e"\r\n');
  });
});
