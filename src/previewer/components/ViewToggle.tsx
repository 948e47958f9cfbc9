import * as controls from "./controls.css";
import * as css from "./previewer.css";

export type ViewMode = "mobile" | "desktop";

/** Mobile or desktop preview width, as two pressed/unpressed buttons. */
export function ViewToggle({
  heading,
  headingId,
  labels,
  view,
  onChange,
}: {
  heading: string;
  headingId: string;
  labels: Record<ViewMode, string>;
  view: ViewMode;
  onChange(view: ViewMode): void;
}) {
  const modes: ViewMode[] = ["mobile", "desktop"];
  return (
    <div>
      <h2 id={headingId} className={css.cardHeading}>
        {heading}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons drawn as one segmented control, not form fields with a legend */}
      <div role="group" aria-labelledby={headingId} className={controls.segmented}>
        {modes.map((mode) => (
          <button key={mode} type="button" aria-pressed={view === mode} className={controls.segment} onClick={() => onChange(mode)}>
            {labels[mode]}
          </button>
        ))}
      </div>
    </div>
  );
}
