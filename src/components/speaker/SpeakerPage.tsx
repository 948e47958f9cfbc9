import type { ReactNode } from "react";
import * as css from "./primitives.css";
import { boldTheme, editorialTheme, modernTheme, nightTheme, plainTheme, warmTheme } from "./speakerTheme.css";

const themes = { modern: modernTheme, warm: warmTheme, plain: plainTheme, bold: boldTheme, editorial: editorialTheme, night: nightTheme };

export type SpeakerDesign = keyof typeof themes;

/** Root of a speaker page: applies the design's theme to everything inside. */
export function SpeakerPage({ design, children }: { design: SpeakerDesign; children: ReactNode }) {
  return <div className={`${themes[design]} ${css.page}`}>{children}</div>;
}
