import type { SpeakerAction } from "../../content/speaker";
import { usePageContext } from "../../page-context";
import * as css from "./primitives.css";
import { seenValue } from "../../experiment-contract/seen";
import { BOOKING_GOAL, speakerActionLink } from "./speaker-action-link";

export type ButtonVariant = keyof typeof css.button;

/** A speaker-page button: a real link, never a dead button (the inquiry form, or the kit PDF). */
export function SpeakerActionLink({
  action,
  variant = "primary",
  size = "normal",
}: {
  action: SpeakerAction;
  variant?: ButtonVariant;
  size?: keyof typeof css.buttonSize;
}) {
  const { path, experiment } = usePageContext();
  const link = speakerActionLink(action.kind, path, experiment?.counted ? seenValue(experiment) : undefined);
  return (
    <a
      className={`${css.button[variant]} ${css.buttonSize[size]}`}
      href={link.href}
      download={link.download}
      type={link.download ? "application/pdf" : undefined}
      data-action={action.kind}
      data-goal={link.download ? undefined : BOOKING_GOAL}
    >
      {action.label}
      {link.download ? <DownloadIcon /> : null}
    </a>
  );
}

function DownloadIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}

/** Buttons side by side, wrapping on small screens. */
export function ActionRow({
  actions,
  align = "start",
  variants = ["primary", "secondary"],
  size = "normal",
}: {
  actions: readonly SpeakerAction[];
  align?: keyof typeof css.actions;
  /** Variant of each button by position; the last one repeats. */
  variants?: ButtonVariant[];
  size?: keyof typeof css.buttonSize;
}) {
  return (
    <div className={css.actions[align]}>
      {actions.map((action, index) => (
        <SpeakerActionLink key={action.label} action={action} size={size} variant={variants[Math.min(index, variants.length - 1)]} />
      ))}
    </div>
  );
}
