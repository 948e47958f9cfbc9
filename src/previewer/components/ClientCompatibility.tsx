import { presendTexts as texts } from "../../content/previewer";
import { fillTemplate } from "../../fill-template";
import type { ClientReport, Finding } from "../compatibility";
import type { LazyResult } from "../use-lazy-result";
import { StatusMark } from "./StatusMark";
import * as css from "./PresendPanel.css";

function variants(finding: Finding) {
  return fillTemplate(texts.variantsIn, { variants: finding.variants.join(", ") });
}

function FindingItem({ finding, status }: { finding: Finding; status: "warn" | "fail" | "ok" }) {
  return (
    <li className={css.item}>
      <StatusMark status={status} />
      <span>
        <code className={css.code}>{finding.feature}</code> {finding.support === "none" ? texts.unsupported : texts.partial}{" "}
        <span className={css.muted}>
          {variants(finding)}
          {finding.handledBecause ? `: ${finding.handledBecause}` : ""}
        </span>
      </span>
    </li>
  );
}

function Client({ report }: { report: ClientReport }) {
  return (
    <div className={css.client} data-testid={`client-${report.name}`}>
      <h4 className={css.clientName}>{report.name}</h4>
      {report.attention.length === 0 ? (
        <p className={css.status.ok}>{texts.clientOk}</p>
      ) : (
        <ul className={css.list}>
          {report.attention.map((finding) => (
            <FindingItem key={`${finding.support}${finding.feature}`} finding={finding} status={finding.support === "none" ? "fail" : "warn"} />
          ))}
        </ul>
      )}
      {report.handled.length > 0 ? (
        <details className={css.details}>
          <summary className={css.summary}>{fillTemplate(texts.handledSummary, { count: report.handled.length })}</summary>
          <ul className={css.list}>
            {report.handled.map((finding) => (
              <FindingItem key={`${finding.support}${finding.feature}`} finding={finding} status="ok" />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Gmail, Outlook and Apple Mail from caniemail data, loaded when the checks are first shown. */
export function ClientCompatibility({ result, headingId }: { result: LazyResult<ClientReport[]>; headingId: string }) {
  return (
    <section className={css.section} aria-labelledby={headingId} aria-busy={result.status === "loading"}>
      <h3 id={headingId} className={css.heading}>
        {texts.clientsHeading}
      </h3>
      <p className={css.muted}>{texts.clientsIntro}</p>
      {result.status === "ready" ? (
        <div className={css.clients}>
          {result.value.map((report) => (
            <Client key={report.name} report={report} />
          ))}
        </div>
      ) : result.status === "failed" ? (
        <p className={css.status.fail}>{texts.clientsFailed}</p>
      ) : (
        <p className={css.muted} role="status">
          {texts.clientsLoading}
        </p>
      )}
    </section>
  );
}
