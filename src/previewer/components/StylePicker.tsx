import type { StyleKey } from "../../newsletter-contract/types";
import type { StyleSummary } from "../../newsletter/styles/index";
import * as controls from "./controls.css";
import * as css from "./previewer.css";

/** The six designs as a radio group: name and description from the generator. */
export function StylePicker({
  legend,
  styles,
  selected,
  onSelect,
  name,
}: {
  legend: string;
  styles: readonly StyleSummary[];
  selected: StyleKey;
  onSelect(key: StyleKey): void;
  /** The radio group's name, unique on the page. */
  name: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a fieldset of radio buttons is a radio group; the role names it so for screen readers
    <fieldset className={controls.fieldset} role="radiogroup" aria-labelledby={`${name}-legend`}>
      <legend id={`${name}-legend`} className={css.cardHeading}>
        {legend}
      </legend>
      <div className={controls.options}>
        {styles.map((style) => (
          <label key={style.key} className={controls.option}>
            <input
              type="radio"
              name={name}
              value={style.key}
              checked={style.key === selected}
              onChange={() => onSelect(style.key)}
              className={controls.radio}
            />
            <span className={controls.optionName}>{style.name}</span>
            <span className={controls.optionDescription}>{style.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
