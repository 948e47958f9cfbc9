import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

/** Room the site's sticky header takes above the sticky preview pane. */
const HEADER_OFFSET = "5.25rem";

export const shell = style({
  background: vars.color.surfaceAlt,
  padding: `${vars.space[5]} ${vars.space[3]} ${vars.space[7]}`,
  "@media": { [breakpoints.md]: { padding: `${vars.space[6]} ${vars.space[5]} ${vars.space[8]}` } },
});

export const inner = style({ maxWidth: "100rem", margin: "0 auto" });

/** The owner navigation above the tool: the shell's own side padding and width, so the links line up with the heading. */
export const navBar = style({
  maxWidth: "100rem",
  margin: "0 auto",
  padding: `${vars.space[3]} ${vars.space[3]} 0`,
  "@media": { [breakpoints.md]: { padding: `${vars.space[4]} ${vars.space[5]} 0` } },
});

export const intro = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  marginBottom: vars.space[5],
});

export const title = style({ fontSize: vars.size["2xl"], fontWeight: 800, margin: 0 });

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.dark,
  color: vars.color.onDark,
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const lead = style({ flexBasis: "100%", margin: 0, color: vars.color.inkSoft, fontSize: vars.size.md });

export const grid = style({
  display: "grid",
  gap: vars.space[5],
  alignItems: "start",
  "@media": { [breakpoints.lg]: { gridTemplateColumns: "minmax(20rem, 24rem) minmax(0, 1fr)" } },
});

export const sidebar = style({ display: "flex", flexDirection: "column", gap: vars.space[4], minWidth: 0 });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[4],
  minWidth: 0,
  "@media": { [breakpoints.md]: { padding: vars.space[5] } },
});

export const cardHeading = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[3],
  margin: `0 0 ${vars.space[3]}`,
  padding: 0,
  fontSize: vars.size.xs,
  fontWeight: 800,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  color: vars.color.inkSoft,
});

/** The output pane: stays in view beside the sidebar on wide screens. */
export const pane = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  height: "min(48rem, 85vh)",
  "@media": {
    [breakpoints.lg]: { position: "sticky", top: HEADER_OFFSET, height: `calc(100vh - ${HEADER_OFFSET} - ${vars.space[4]})`, minHeight: "32rem" },
  },
});

export const paneBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.line}`,
  "@media": { [breakpoints.sm]: { padding: `0 ${vars.space[3]}` } },
});

/** The style's name and width beside the tabs; on a phone the tabs need the room. */
export const paneMeta = style({
  display: "none",
  fontSize: vars.size.xs,
  color: vars.color.inkSoft,
  padding: `${vars.space[2]} 0`,
  "@media": { [breakpoints.sm]: { display: "block" } },
});

export const panel = style({
  flex: "1 1 auto",
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
  selectors: { "&[hidden]": { display: "none" } },
});

export const scrollPanel = style([
  panel,
  { gap: vars.space[4], overflow: "auto", padding: vars.space[4], "@media": { [breakpoints.md]: { padding: vars.space[5] } } },
]);

/** The draft's card: first on a phone (the title and the text on the first screen), in its place beside the preview on wide screens. */
export const editorCard = style({ order: -1, "@media": { [breakpoints.lg]: { order: 0 } } });
