import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { neutral } from "../../styles/palette";

export const article = style({
  maxWidth: vars.width.prose,
  margin: "0 auto",
  padding: `${vars.space[7]} ${vars.space[4]} ${vars.space[6]}`,
  "@media": { [breakpoints.md]: { padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[6]}` } },
});

export const header = style({ marginBottom: vars.space[6] });

export const eyebrow = style({
  display: "block",
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  color: vars.color.accentStronger,
  marginBottom: vars.space[3],
  textDecoration: "none",
});

export const title = style({ fontSize: vars.size["3xl"], lineHeight: 1.15, fontWeight: 800, letterSpacing: "-0.03em", marginBottom: vars.space[4] });

export const meta = style({ color: vars.color.inkSoft, fontSize: vars.size.sm, fontWeight: 600, margin: 0 });

/** As wide as the text column above it, with the page's side margins on a phone. */
export const signup = style({
  width: `calc(100% - 2 * ${vars.space[4]})`,
  maxWidth: `calc(${vars.width.prose} - 2 * ${vars.space[4]})`,
  margin: `0 auto ${vars.space[6]}`,
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  "@media": { [breakpoints.md]: { padding: vars.space[6] } },
});

export const signupHeading = style({ fontSize: vars.size.xl, fontWeight: 800, marginBottom: vars.space[2] });

export const signupText = style({ color: vars.color.inkSoft, marginBottom: vars.space[4] });

export const neighbours = style({ maxWidth: vars.width.prose, margin: `0 auto ${vars.space[8]}`, padding: `0 ${vars.space[4]}` });

export const neighbourList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space[3],
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr 1fr" } },
});

export const neighbourLink = style({
  display: "block",
  height: "100%",
  padding: vars.space[4],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.accentStrong },
});

export const neighbourLabel = style({
  display: "block",
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accentStronger,
  marginBottom: vars.space[1],
});

export const neighbourTitle = style({ fontWeight: 700, textDecoration: "underline", textDecorationColor: vars.color.line });

export const allIssues = style({ marginTop: vars.space[4], fontWeight: 600 });

export const archive = style({ maxWidth: vars.width.prose, margin: "0 auto", padding: `0 ${vars.space[4]} ${vars.space[6]}` });

export const archiveIntro = style({ maxWidth: vars.width.prose, margin: "0 auto", padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[5]}` });

export const archiveLead = style({ fontSize: vars.size.lg, color: vars.color.inkSoft });

export const archiveList = style({ listStyle: "none", padding: 0, margin: 0 });

export const archiveItem = style({ padding: `${vars.space[5]} 0`, borderTop: `1px solid ${vars.color.line}` });

export const archiveTitle = style({ fontSize: vars.size.xl, lineHeight: 1.3, fontWeight: 800, margin: `${vars.space[1]} 0 ${vars.space[2]}` });

export const archiveLink = style({ color: vars.color.ink, textDecoration: "none", ":hover": { color: vars.color.accentStrong, textDecoration: "underline" } });

export const archiveHook = style({ color: neutral.proseSoft, margin: 0 });

export const feedLink = style({ fontWeight: 600, color: vars.color.accentStrong });

/** The landing page's link to the archive, under its signup form. */
export const pastIssues = style({ marginTop: vars.space[4], fontWeight: 600, textAlign: "center" });

/**
 * The owner's preview of an issue says so above the page (worker/publishing/issue-preview.ts puts
 * it there by this class): a tinted band with an edge, so it is never taken for the issue's own words.
 */
export const previewNote = style({
  maxWidth: vars.width.content,
  margin: `${vars.space[4]} auto 0`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.accentSoft,
  color: vars.color.ink,
  borderLeft: `4px solid ${vars.color.accentStrong}`,
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
});
