import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollPaddingTop: "5rem",
});
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.6,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.display,
  lineHeight: 1.15,
  letterSpacing: "-0.015em",
  margin: `0 0 ${vars.space[4]}`,
  textWrap: "balance",
});
globalStyle("p", { margin: `0 0 ${vars.space[4]}`, textWrap: "pretty" });
globalStyle("img, svg, video", { display: "block", maxWidth: "100%", height: "auto" });
globalStyle("a", { color: vars.color.accentStrong, textUnderlineOffset: "0.18em" });
globalStyle("a:hover", { color: vars.color.accentStronger });
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  borderRadius: "2px",
});
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important" as "auto",
    },
  },
});
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

// Island roots are hydration boundaries only; they must not change layout.
globalStyle("[data-island]", { display: "contents" });
