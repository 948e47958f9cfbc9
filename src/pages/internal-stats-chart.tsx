import { statsPage as words } from "../content/stats";
import type { StatsReport } from "../stats/contract";
import { brand, neutral } from "../styles/palette";
import * as css from "./internal-stats.css";

/** Each series at 3:1 at least against the white ground (WCAG 1.4.11), told apart by hue as well. */
export const SERIES_COLORS = { views: neutral.placeholder, signups: brand.accentStrong, confirmed: neutral.focus } as const;

/** The stats page's daily chart of views, signups and confirmations (its numbers are also in a table beside it). */
export function DailyChart({ report }: { report: StatsReport }) {
  const { days } = report;
  const width = 720;
  const height = 200;
  /** Room under the bars for the first and last day. */
  const axis = 18;
  const max = Math.max(1, ...days.map((day) => day.views), ...days.map((day) => day.signups));
  const step = width / Math.max(1, days.length);
  const bar = Math.max(1, step / 3 - 1);
  const y = (value: number) => height - (value / max) * (height - 10);
  const sum = (field: "views" | "signups" | "confirmed") => days.reduce((total, day) => total + day[field], 0);
  return (
    <figure>
      <svg className={css.chart} viewBox={`0 0 ${width} ${height + axis}`} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">{words.chartTitle}</title>
        <desc id="chart-desc">{words.chartDescription(sum("views"), sum("signups"), sum("confirmed"), days.length)}</desc>
        <line x1="0" y1={height} x2={width} y2={height} stroke={neutral.placeholder} />
        <line x1="0" y1="10" x2={width} y2="10" stroke={neutral.line} strokeDasharray="4 4" />
        <text x="4" y="8" fontSize="11" fill={neutral.inkSoft}>
          {max}
        </text>
        <text x="0" y={height + 14} fontSize="11" fill={neutral.inkSoft}>
          {days[0]?.day}
        </text>
        <text x={width} y={height + 14} fontSize="11" fill={neutral.inkSoft} textAnchor="end">
          {days.at(-1)?.day}
        </text>
        {days.map((day, index) =>
          (["views", "signups", "confirmed"] as const).map((field, offset) => (
            <rect
              key={`${day.day}-${field}`}
              x={index * step + offset * (bar + 1)}
              y={y(day[field])}
              width={bar}
              height={height - y(day[field])}
              fill={SERIES_COLORS[field]}
            />
          )),
        )}
      </svg>
      <figcaption>
        <ul className={css.legend}>
          {(["views", "signups", "confirmed"] as const).map((field) => (
            <li key={field}>
              <span className={css.swatch} style={{ background: SERIES_COLORS[field] }} aria-hidden="true" />
              {words.totals[field]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
