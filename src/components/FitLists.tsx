import type { FitList } from "../content/guide-record";
import { CheckList } from "./CheckList";
import { Section } from "./Section";
import * as css from "./lists.css";

/** "This is for you if..." beside "This is not for you if...". */
export function FitLists({ id, fit, tone = "white" }: { id: string; fit: FitList; tone?: "white" | "warm" }) {
  return (
    <Section id={id} heading={fit.heading} tone={tone} centered>
      <div className={css.fitGrid}>
        <div className={css.fitCard}>
          <h3 className={css.fitTitle}>{fit.forYouTitle}</h3>
          <CheckList items={fit.forYou} />
        </div>
        <div className={css.fitCardMuted}>
          <h3 className={css.fitTitle}>{fit.notForYouTitle}</h3>
          <CheckList items={fit.notForYou} tone="no" />
        </div>
      </div>
    </Section>
  );
}
