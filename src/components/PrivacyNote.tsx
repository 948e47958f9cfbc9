import { privacyLink } from "../content/privacy-note";
import * as css from "./Signup.css";

/** The small print under a signup form, always linking to the privacy policy. */
export function PrivacyNote({ text }: { text: string }) {
  return (
    <p className={css.note}>
      {text} {privacyLink.before}{" "}
      <a className={css.noteLink} href={privacyLink.href}>
        {privacyLink.label}
      </a>
      .
    </p>
  );
}
