import { skipLinkLabel } from "../../content/navigation";
import * as css from "./shell.css";

export const MAIN_ID = "main";

export function SkipLink() {
  return (
    <a className={css.skipLink} href={`#${MAIN_ID}`}>
      {skipLinkLabel}
    </a>
  );
}
