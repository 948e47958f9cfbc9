import { scheduleTexts as texts } from "../../content/publish-form";
import * as controls from "../components/controls.css";
import * as css from "./PublishPanel.css";
import type { EmailChoice } from "./schedule-choice";

interface Props {
  id: string;
  choice: EmailChoice;
  onChoice(choice: EmailChoice): void;
  /** An issue already published: "keep as it is" is offered (and is the default). */
  editing: boolean;
}

/** The email's choice: a draft in Kit, or scheduled at the moment (its date and time). */
export function EmailSchedule({ id, choice, onChoice, editing }: Props) {
  const options: { value: EmailChoice; name: string; description: string }[] = [
    ...(editing ? [{ value: "keep" as const, name: texts.keep, description: texts.keepHint }] : []),
    { value: "draft", name: texts.draft, description: texts.draftHint },
    { value: "schedule", name: texts.schedule, description: texts.scheduleHint },
  ];
  return (
    <fieldset className={`${controls.fieldset} ${css.field}`}>
      <legend className={css.label}>{texts.legend}</legend>
      <div className={controls.options}>
        {options.map((option) => (
          <label key={option.value} className={controls.option}>
            <input
              type="radio"
              className={controls.radio}
              name={`${id}-send`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => onChoice(option.value)}
              aria-describedby={`${id}-send-${option.value}`}
            />
            <span className={controls.optionName}>{option.name}</span>
            <span id={`${id}-send-${option.value}`} className={controls.optionDescription}>
              {option.description}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
