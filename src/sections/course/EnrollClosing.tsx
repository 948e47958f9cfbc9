import { course } from "../../content/course";
import { usePageContext } from "../../page-context";
import * as css from "../../components/course/EnrollClosing.css";
import { EnrollLink } from "../../components/course/EnrollLink";
import { WaitlistSection } from "./WaitlistSection";

/** The page's last call: Enroll when a checkout is configured, the waitlist signup otherwise. */
export function EnrollClosing() {
  if (!usePageContext().publicConfig.courseCheckoutUrl) return <WaitlistSection />;
  return (
    <section className={css.band} aria-labelledby="enroll-closing">
      <div className={css.inner}>
        <h2 id="enroll-closing" className={css.title}>
          {course.closing.title}
        </h2>
        <p className={css.text}>{course.closing.text}</p>
        <EnrollLink tone="dark" />
      </div>
    </section>
  );
}
