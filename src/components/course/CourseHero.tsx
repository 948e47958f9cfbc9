import { course } from "../../content/course";
import * as css from "./CourseHero.css";
import { EnrollLink } from "./EnrollLink";

/** Opening of the sales page: promise, price and the first Enroll button. */
export function CourseHero() {
  return (
    <section className={css.hero} aria-labelledby="course-title">
      <div className={css.inner}>
        <div>
          <p className={css.eyebrow}>{course.eyebrow}</p>
          <h1 id="course-title" className={css.title}>
            <span className={css.name}>{course.name}</span>
            {course.headline}
          </h1>
          <p className={css.lead}>{course.lead}</p>
          <div className={css.actions}>
            <EnrollLink tone="dark" />
            <a className={css.secondary} href="#modules">
              {course.secondaryLabel}
            </a>
          </div>
        </div>
        <aside className={css.card} aria-label="Price">
          <p className={css.price}>
            <span className={css.amount}>{course.price.display}</span>
            <span className={css.terms}>{course.price.terms}</span>
          </p>
          <ul className={css.highlights}>
            {course.highlights.map((item) => (
              <li key={item} className={css.highlight}>
                {item}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
