import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

export const page = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space[7]} ${vars.space[4]} ${vars.space[6]}`,
});

export const prose = style({ maxWidth: vars.width.prose, margin: "0 auto", padding: `${vars.space[7]} ${vars.space[4]} ${vars.space[5]}` });

export const title = style({
  fontSize: vars.size["3xl"],
  lineHeight: 1.15,
  fontWeight: 800,
  letterSpacing: "-0.03em",
  marginBottom: vars.space[3],
  overflowWrap: "anywhere",
});

export const lead = style({ color: vars.color.inkSoft, fontSize: vars.size.md, marginBottom: vars.space[6] });

export const meta = style({ color: vars.color.inkSoft, fontSize: vars.size.sm, fontWeight: 600, marginBottom: vars.space[5] });

export const back = style({ display: "inline-block", fontSize: vars.size.sm, fontWeight: 700, marginBottom: vars.space[4] });

export const grid = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space[6]}`,
  display: "grid",
  gap: vars.space[5],
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr 1fr" }, [breakpoints.lg]: { gridTemplateColumns: "1fr 1fr 1fr" } },
});

export const card = style({ display: "block", height: "100%", color: "inherit", textDecoration: "none", borderRadius: vars.radius.md });

export const cardTitle = style({
  display: "block",
  fontWeight: 700,
  fontSize: vars.size.md,
  lineHeight: 1.3,
  marginTop: vars.space[2],
  overflowWrap: "anywhere",
  textDecoration: "underline",
  textDecorationColor: vars.color.line,
});

export const cardDate = style({ display: "block", color: vars.color.inkSoft, fontSize: vars.size.xs, marginTop: vars.space[1] });

/** The thumbnail's box keeps 4:3 before the image arrives: no layout shift. */
export const thumbnail = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const badge = style({
  display: "inline-block",
  marginLeft: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dark,
  color: vars.color.onDark,
  fontSize: vars.size.xs,
  fontWeight: 700,
  verticalAlign: "middle",
});

export const pager = style({ display: "flex", justifyContent: "space-between", gap: vars.space[4], fontWeight: 700 });

/** The facade and the player that replaces it share one 16:9 box. */
export const player = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  background: "#000",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  marginBottom: vars.space[2],
});

export const facade = style({
  position: "absolute",
  inset: 0,
  display: "block",
  width: "100%",
  height: "100%",
  padding: 0,
  border: 0,
  margin: 0,
  background: "#000",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" } },
});

export const facadeImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const playIcon = style({
  position: "absolute",
  top: "50%",
  left: "50%",
  width: "68px",
  height: "48px",
  transform: "translate(-50%, -50%)",
  borderRadius: "14px",
  background: "#c00",
  selectors: {
    "&::after": {
      content: '""',
      position: "absolute",
      top: "50%",
      left: "55%",
      transform: "translate(-50%, -50%)",
      borderStyle: "solid",
      borderWidth: "11px 0 11px 19px",
      borderColor: "transparent transparent transparent #fff",
    },
  },
});

export const frame = style({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });

export const playNote = style({ color: vars.color.inkSoft, fontSize: vars.size.xs, marginBottom: vars.space[5] });

export const sectionHeading = style({ fontSize: vars.size.xl, fontWeight: 800, margin: `${vars.space[5]} 0 ${vars.space[3]}` });

export const description = style({ overflowWrap: "anywhere" });

export const chapters = style({ paddingLeft: 0, listStyle: "none", display: "grid", gap: vars.space[2] });

export const chapterTime = style({ fontVariantNumeric: "tabular-nums", fontWeight: 700, marginRight: vars.space[2] });
