import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { buttonBase } from "../button.css";
import * as layout from "../layout.css";

export const section = styleVariants({
  base: [layout.bandPadding],
  alt: [layout.bandPadding, { background: vars.color.surfaceAlt }],
});

export { containerWidth as container, header } from "../layout.css";

export const eyebrow = style([layout.eyebrowBase, { color: vars.color.accentStrong }]);

export const heading = style({ fontSize: vars.size["3xl"], fontWeight: 800, margin: `0 0 ${vars.space[4]}` });
export const lead = style([layout.leadBase, { color: vars.color.inkSoft }]);

const enrollBase = style([
  buttonBase,
  {
    minHeight: "52px",
    padding: `${vars.space[3]} ${vars.space[6]}`,
    borderRadius: vars.radius.pill,
    fontWeight: 800,
    fontSize: vars.size.md,
    transition: "background-color 160ms ease, transform 160ms ease",
    selectors: { "&:active": { transform: "translateY(1px)" } },
  },
]);

export const enroll = styleVariants({
  /** On white: the accessible dark orange with white text. */
  light: [
    enrollBase,
    { background: vars.color.accentFill, color: "#fff", selectors: { "&:hover": { background: vars.color.accentFillHover, color: "#fff" } } },
  ],
  /** On dark: the accent fill behind dark labels. */
  dark: [
    enrollBase,
    {
      background: vars.color.accentFillBright,
      color: vars.color.dark,
      selectors: { "&:hover": { background: vars.color.accentFillBrightHover, color: vars.color.dark } },
    },
  ],
});

export const wide = style({ width: "100%" });

export const checkList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });

/** A list item with a drawn tick before it, in the given colour. */
function checkItemIn(color: string) {
  return style({
    position: "relative",
    paddingLeft: vars.space[6],
    "::before": {
      content: '""',
      position: "absolute",
      left: "0.15rem",
      top: "0.2rem",
      width: "0.45rem",
      height: "0.85rem",
      border: `solid ${color}`,
      borderWidth: "0 3px 3px 0",
      transform: "rotate(45deg)",
    },
  });
}

export const checkItem = checkItemIn(vars.color.accentStrong);
/** The same tick on the dark hero. */
export const checkItemOnDark = checkItemIn(vars.color.accentOnDark);
