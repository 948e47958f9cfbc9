import { course } from "../../content/course";
import { CourseSection } from "./CourseSection";
import { EnrollLink } from "./EnrollLink";
import * as shared from "./course.css";
import * as css from "./PricingSection.css";

/** The offer: what is included, the price, Enroll, and the money-back guarantee beside it. */
export function PricingSection() {
  const { pricing, guarantee, price } = course;
  return (
    <CourseSection id="pricing" tone="alt" eyebrow={pricing.eyebrow} title={pricing.title}>
      <div className={css.layout}>
        <div className={css.card}>
          <p className={css.price}>
            <span className={css.amount}>{price.display}</span>
            <span className={css.terms}>{price.terms}</span>
          </p>
          <ul className={shared.checkList}>
            {pricing.includes.map((item) => (
              <li key={item} className={shared.checkItem}>
                {item}
              </li>
            ))}
          </ul>
          <div className={css.enroll}>
            <EnrollLink wide />
          </div>
        </div>
        <div className={css.guarantee}>
          <svg className={css.seal} width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
            <circle cx="36" cy="36" r="33" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="4 4" />
            <text x="36" y="43" textAnchor="middle" fontSize="22" fontWeight="800" fill="currentColor">
              30
            </text>
          </svg>
          <h3 className={css.guaranteeTitle}>{guarantee.title}</h3>
          <p className={css.guaranteeText}>{guarantee.text}</p>
        </div>
      </div>
    </CourseSection>
  );
}
