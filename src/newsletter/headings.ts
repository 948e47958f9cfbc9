/** Section titles: level 1 as <h2>, level 2 as <h3> (the masthead holds the <h1>). */
import type { RenderContext } from "./context.ts";
import { bar, css, spacer, table } from "./html.ts";
import { sanitizeInlineHtml } from "./inline-html.ts";
import { BRAND_ACCENT } from "./styles/theme.ts";
import type { Section } from "../newsletter-contract/types.ts";

/** @param number 1-based position among level-1 sections, for numbered designs. */
export function sectionHeading(section: Section, number: number, ctx: RenderContext): string {
  const title = sanitizeInlineHtml(section.title, { linkStyle: ctx.css.link });
  if (section.level === 2) return `<h3 class="nl-heading" style="${ctx.css.level2}">${title}</h3>`;

  const { headings, colors } = ctx.theme;
  const align = headings.level1.align ?? "left";
  const heading = `<h2 class="nl-heading" style="${ctx.css.level1}">${title}</h2>`;
  switch (headings.decoration) {
    case "none":
      return heading;
    case "topBar":
      return `${bar(BRAND_ACCENT, 4, 48)}${spacer(14)}${heading}`;
    case "underline":
      return `${heading}${spacer(12)}${table(`<tr><td align="${align}">${bar(BRAND_ACCENT, 3, 48)}</td></tr>`, { width: "100%" })}`;
    case "leftBar": {
      const barCss = css({ width: 5, backgroundColor: BRAND_ACCENT, fontSize: 1, lineHeight: "1px" });
      const barCell = `<td width="5" bgcolor="${BRAND_ACCENT}" style="${barCss}">&nbsp;</td>`;
      return table(`<tr>${barCell}<td style="padding-left:14px">${heading}</td></tr>`, { width: "100%" });
    }
    case "number": {
      const eyebrow = css({
        margin: "0 0 6px",
        fontFamily: ctx.theme.fonts.body,
        fontSize: 13,
        lineHeight: "16px",
        fontWeight: 700,
        letterSpacing: 2,
        textAlign: align,
        color: colors.accentText,
      });
      return `<p class="nl-accent" style="${eyebrow}">${String(number).padStart(2, "0")}</p>${heading}`;
    }
  }
}
