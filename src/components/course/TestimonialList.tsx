import { course } from "../../content/course";
import * as css from "./TestimonialList.css";

/** The three student testimonials. */
export function TestimonialList() {
  return (
    <ul className={css.list}>
      {course.testimonials.map((item) => (
        <li key={item.name} className={css.item}>
          <figure className={css.figure}>
            <blockquote className={css.quote}>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className={css.caption}>
              <span className={css.avatar} aria-hidden="true">
                {item.name
                  .split(" ")
                  .map((part) => part[0])
                  .join("")}
              </span>
              <span>
                <span className={css.name}>{item.name}</span>
                <span className={css.role}>{item.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
