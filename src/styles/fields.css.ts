import { style } from "@vanilla-extract/css";
import { neutral } from "./palette";
import { vars } from "./theme.css";

/**
 * A field's edge: `neutral.placeholder` reaches 3:1 against white and the light grounds (WCAG
 * 2.2's 1.4.11, non-text contrast), so a person with low vision sees where to type. The
 * accessibility sweep checks every page's fields (test/e2e/field-boundaries.ts).
 */
export const FIELD_EDGE = neutral.placeholder;

/** A text field of the owner's pages (the inquiry list's search, the draft question's name): a 44 px target. */
export const ownerTextInput = style({
  minHeight: "2.75rem",
  paddingInline: vars.space[3],
  border: `1.5px solid ${FIELD_EDGE}`,
  borderRadius: vars.radius.md,
  fontSize: vars.size.md,
  fontFamily: "inherit",
  width: "100%",
  boxSizing: "border-box",
});
