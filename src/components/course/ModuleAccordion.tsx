import { course } from "../../content/course";
import { Disclosure } from "./Disclosure";
import * as css from "./ModuleAccordion.css";

/** The five modules; one open at a time (the first to start), each collapsible. */
export function ModuleAccordion() {
  return (
    <div className={css.accordion}>
      {course.modules.map((module, index) => (
        <Disclosure
          key={module.title}
          group="modules"
          open={index === 0}
          summary={
            <span className={css.summary}>
              <span className={css.number}>Module {index + 1}</span>
              <span className={css.title}>{module.title}</span>
              <span className={css.length}>{module.length}</span>
            </span>
          }
        >
          <p className={css.text}>{module.summary}</p>
          <ul className={css.lessons}>
            {module.lessons.map((lesson) => (
              <li key={lesson} className={css.lesson}>
                {lesson}
              </li>
            ))}
          </ul>
        </Disclosure>
      ))}
    </div>
  );
}
