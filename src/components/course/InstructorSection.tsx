import { course } from "../../content/course";
import { owner } from "../../content/owner";
import * as css from "./InstructorSection.css";

/** Who teaches the course, with the numbers behind the claim. */
export function InstructorSection() {
  const { instructor } = course;
  return (
    <section className={css.section} aria-labelledby="instructor-title">
      <div className={css.inner}>
        <img
          className={css.photo}
          src={owner.portrait.src}
          alt={owner.portrait.alt}
          width={owner.portrait.width}
          height={owner.portrait.height}
          loading="lazy"
          decoding="async"
        />
        <div>
          <span className={css.eyebrow}>{instructor.eyebrow}</span>
          <h2 id="instructor-title" className={css.title}>
            {instructor.title}
          </h2>
          {instructor.paragraphs.map((paragraph) => (
            <p key={paragraph} className={css.text}>
              {paragraph}
            </p>
          ))}
          <dl className={css.stats}>
            {instructor.stats.map((stat) => (
              <div key={stat.label} className={css.stat}>
                <dt className={css.statLabel}>{stat.label}</dt>
                <dd className={css.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
