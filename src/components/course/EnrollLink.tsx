import { course } from "../../content/course";
import { usePageContext } from "../../page-context";
import * as css from "./course.css";

export const WAITLIST_ID = "waitlist";

/** Where Enroll leads: the configured checkout, or the waitlist on this page when none is set. */
export function useEnrollHref(): string {
  return usePageContext().publicConfig.courseCheckoutUrl ?? `#${WAITLIST_ID}`;
}

export function EnrollLink({ tone = "light", wide = false }: { tone?: "light" | "dark"; wide?: boolean }) {
  const href = useEnrollHref();
  return (
    <a className={wide ? `${css.enroll[tone]} ${css.wide}` : css.enroll[tone]} href={href} data-enroll="">
      {course.enrollLabel}
      <span aria-hidden="true">→</span>
    </a>
  );
}
