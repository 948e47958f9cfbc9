import { SIZE_WARNING_SHARE, presendProblems, presendTexts as texts } from "../../content/previewer";
import { publishCheckMessages } from "../../content/publish-form";
import type { EmailReport, Problem } from "../../presend-checks/email-checks";
import { fillTemplate as fill } from "../../fill-template";
import { formatBytes, formatKilobytes } from "../../presend-checks/format-size";
import type { ClientReport } from "../compatibility";
import type { LazyResult } from "../use-lazy-result";
import { ClientCompatibility } from "./ClientCompatibility";
import { StatusMark } from "./StatusMark";
import * as css from "./PresendPanel.css";
import { keyed } from "../../components/keyed";

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <ul className={css.list}>
      {keyed(problems).map(([key, problem]) => (
        <li key={key} className={css.item}>
          <StatusMark status="fail" />
          <span>
            <strong>{problem.subject}</strong> {presendProblems[problem.kind]}
            {problem.detail && problem.detail !== problem.subject ? <span className={css.muted}> ({problem.detail})</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SizeSection({ report, headingId }: { report: EmailReport; headingId: string }) {
  const { bytes, limit, status } = report.size;
  const message = { ok: texts.sizeOk, warn: texts.sizeWarn, fail: texts.sizeFail }[status];
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.heading}>
        {texts.sizeHeading}
      </h3>
      <p className={css.sizeLine}>
        <span className={css.sizeValue} data-testid="email-size">
          {formatKilobytes(bytes)}
        </span>
        <span className={css.muted}>{fill(texts.sizeOfLimit, { limit: formatKilobytes(limit) })}</span>
      </p>
      <meter className={css.meter} min={0} max={limit} low={limit * SIZE_WARNING_SHARE} high={limit} optimum={0} value={bytes} aria-label={texts.sizeHeading} />
      <p className={css.muted} data-testid="email-bytes">
        {fill(texts.sharePercent, { bytes: formatBytes(bytes), percent: Math.round((bytes / limit) * 100) })}
      </p>
      <p className={css.status[status]}>{message}</p>
    </section>
  );
}

function VideosSection({ report, headingId }: { report: EmailReport; headingId: string }) {
  const count = report.videoCount;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.heading}>
        {texts.videosHeading}
      </h3>
      {report.videoProblems.length === 0 ? (
        <p className={css.status.ok} data-testid="videos-summary">
          {count === 0 ? texts.videosNone : count === 1 ? texts.videosOne : fill(texts.videosOk, { count })}
        </p>
      ) : (
        <ul className={css.list} data-testid="video-problems">
          {keyed(report.videoProblems).map(([key, found]) => (
            <li key={key} className={css.item}>
              <StatusMark status="fail" />
              <span>{fill(publishCheckMessages[found.code], { where: found.where, url: found.subject })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PresendPanel({
  report,
  compatibility,
  idPrefix,
}: {
  report: EmailReport;
  compatibility: LazyResult<ClientReport[]>;
  /** Prefix of the section heading ids, unique on the page. */
  idPrefix: string;
}) {
  const tagLabels = { unsubscribe: texts.unsubscribeTag, address: texts.addressTag };
  return (
    <div className={css.panel}>
      <SizeSection report={report} headingId={`${idPrefix}-size`} />

      <section className={css.section} aria-labelledby={`${idPrefix}-tags`}>
        <h3 id={`${idPrefix}-tags`} className={css.heading}>
          {texts.tagsHeading}
        </h3>
        <ul className={css.list}>
          {report.mergeTags.map((tag) => (
            <li key={tag.key} className={css.item} data-testid={`merge-tag-${tag.key}`}>
              <StatusMark status={tag.present ? "ok" : "fail"} />
              <span>
                {tagLabels[tag.key]} <code className={css.code}>{tag.tag}</code> {tag.present ? texts.tagPresent : texts.tagMissing}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.section} aria-labelledby={`${idPrefix}-links`}>
        <h3 id={`${idPrefix}-links`} className={css.heading}>
          {texts.linksHeading}
        </h3>
        {report.linkProblems.length === 0 ? (
          <p className={css.status.ok} data-testid="links-summary">
            {report.linkCount === 0 ? texts.linksNone : fill(texts.linksOk, { count: report.linkCount })}
          </p>
        ) : (
          <ProblemList problems={report.linkProblems} />
        )}
        {report.droppedLinks.length > 0 ? (
          <>
            <p className={css.status.fail}>{texts.droppedHeading}</p>
            <ul className={css.list} data-testid="dropped-links">
              {keyed(report.droppedLinks).map(([key, link]) => (
                <li key={key} className={css.item}>
                  <StatusMark status="fail" />
                  <span>
                    <code className={css.code}>{link.where}</code> <strong>{link.href || "(empty)"}</strong> {texts.droppedDetail}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className={css.section} aria-labelledby={`${idPrefix}-images`}>
        <h3 id={`${idPrefix}-images`} className={css.heading}>
          {texts.imagesHeading}
        </h3>
        {report.imageProblems.length === 0 ? (
          <p className={css.status.ok}>{report.imageCount === 0 ? texts.imagesNone : fill(texts.imagesOk, { count: report.imageCount })}</p>
        ) : (
          <ProblemList problems={report.imageProblems} />
        )}
      </section>

      <VideosSection report={report} headingId={`${idPrefix}-videos`} />

      <ClientCompatibility result={compatibility} headingId={`${idPrefix}-clients`} />
    </div>
  );
}
