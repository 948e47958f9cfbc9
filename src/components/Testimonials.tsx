import type { Testimonial } from "../content/guide-record";
import * as css from "./Testimonials.css";

const initialsOf = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

/** Quotes with the name and role of who said them. */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className={css.grid}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className={css.card}>
            <blockquote className={css.quote}>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className={css.person}>
              <span className={css.initials} aria-hidden="true">
                {initialsOf(testimonial.name)}
              </span>
              <span>
                <cite className={css.name}>{testimonial.name}</cite>
                <span className={css.role}>{testimonial.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
