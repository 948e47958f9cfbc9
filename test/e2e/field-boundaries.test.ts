import { describe, expect } from "vitest";
import { neutral } from "../../src/styles/palette";
import { browserTest } from "./fixture";
import { fieldBoundaryViolations } from "./field-boundaries";

/** The sweep's field rule on pages made for it: it must tell a faint edge from a clear one. */
describe("fieldBoundaryViolations", () => {
  browserTest("flags a pale border on white and on the warm ground, and passes a clear border or a clear fill", async ({ visitor }) => {
    const { page } = await visitor();
    await page.setContent(`
      <main>
        <input id="pale" style="border: 1.5px solid #9ca3af; background: #fff">
        <div style="background: ${neutral.surfaceAlt}"><textarea id="faint" style="border: 1px solid ${neutral.line}; background: #fff"></textarea></div>
        <input id="clear" style="border: 1.5px solid ${neutral.placeholder}">
        <select id="filled" style="border: 0; background: ${neutral.ink}; color: #fff"><option>One</option></select>
        <input id="hidden" style="border: 1px solid #fff; display: none">
        <input type="checkbox" id="tick">
      </main>`);
    expect(await fieldBoundaryViolations(page)).toEqual([
      "field-boundary: input#pale, border #9ca3af, fill #ffffff on #ffffff (2.54:1)",
      "field-boundary: textarea#faint, border #e5e7eb, fill #ffffff on #f8f7f5 (1.16:1)",
    ]);
  });
});
