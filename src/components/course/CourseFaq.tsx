import { course } from "../../content/course";
import { Disclosure } from "./Disclosure";
import * as css from "./CourseFaq.css";

/** The four questions, as an exclusive accordion of their own. */
export function CourseFaq() {
  return (
    <div className={css.faq}>
      {course.faq.map((item) => (
        <Disclosure key={item.question} group="faq" summary={<span className={css.question}>{item.question}</span>}>
          <p className={css.answer}>{item.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}
