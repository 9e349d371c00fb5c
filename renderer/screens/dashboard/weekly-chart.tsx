import { useId } from 'react';
import type { WeekFigures } from '../../../shared/contract/dashboard';
import { formatCents } from '../../../shared/money';
import { dayRangeWords, shortDay } from './day-words';
import { figureWords, type FigureName } from './figure-words';
import { ScrollTable } from '../../components/scroll-table';
import { say } from './words';

// Week by week, in plain SVG, with the same weeks as a table for anyone who does not read the chart.

/** The two figures drawn each week, each with its bar's title; the table has them all. */
const series = ['quotesSent', 'applied'] as const satisfies readonly FigureName[];
const barTitle = { quotesSent: 'dashboard.weekly.weekQuotesSent', applied: 'dashboard.weekly.weekApplied' } as const;

/** The table's counted columns, before the amount financed. */
const countColumns = ['quotesSent', 'quotesApplied', 'applied', 'approved', 'declined', 'paid'] as const;

const weekHeadings = [
  { header: say('dashboard.weekly.weekColumn') },
  ...[...countColumns, 'financedCents' as const].map((name) => ({ header: figureWords[name].label, numeric: true })),
];

const width = 600;
const height = 240;
const axisWidth = 36;
const labelHeight = 24;
const plotHeight = height - labelHeight - 8;
const plotWidth = width - axisWidth;

/** A round top for the axis (1, 2 or 5 times a power of ten, at least `largest`), and its four gridlines. */
export function axisTicks(largest: number): number[] {
  const rough = Math.max(4, largest) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return [1, 2, 3, 4].map((index) => index * step);
}

export function WeeklyChart({ weeks }: { weeks: readonly WeekFigures[] }) {
  const titleId = useId();
  const descId = useId();
  const ticks = axisTicks(Math.max(0, ...weeks.flatMap((week) => series.map((name) => week[name]))));
  const top = ticks.at(-1) ?? 4;
  const groupWidth = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.min(22, (groupWidth * 0.8) / series.length);
  // Thirteen weeks' labels would collide: every other one then, the bars keep their own titles.
  const labelEvery = weeks.length > 8 ? 2 : 1;
  const y = (value: number) => 8 + plotHeight - (value / top) * plotHeight;
  return (
    <>
      <svg className="weekly-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{say('dashboard.weekly.title')}</title>
        <desc id={descId}>
          {weeks
            .map((week) =>
              say('dashboard.weekly.week', { week: shortDay(week.startDate), quotes: week.quotesSent, applications: week.applied }),
            )
            .join('; ')}
          .
        </desc>
        {[0, ...ticks].map((tick) => (
          <g key={tick}>
            <line className="weekly-chart__grid" x1={axisWidth} x2={width} y1={y(tick)} y2={y(tick)} />
            <text className="weekly-chart__tick" x={axisWidth - 6} y={y(tick)} textAnchor="end" dominantBaseline="central">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const groupLeft = axisWidth + index * groupWidth + (groupWidth - barWidth * series.length) / 2;
          return (
            <g key={week.startDate}>
              {series.map((name, place) => (
                <rect
                  key={name}
                  className={`weekly-chart__bar weekly-chart__bar--${name}`}
                  x={groupLeft + place * barWidth}
                  y={y(week[name])}
                  width={barWidth - 2}
                  height={plotHeight + 8 - y(week[name])}
                >
                  <title>{say(barTitle[name], { week: shortDay(week.startDate), count: week[name] })}</title>
                </rect>
              ))}
              {index % labelEvery === 0 && (
                <text className="weekly-chart__tick" x={axisWidth + (index + 0.5) * groupWidth} y={height - 6} textAnchor="middle">
                  {shortDay(week.startDate)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend" aria-label={say('dashboard.weekly.legend')}>
        {series.map((name) => (
          <li key={name}>
            <span className={`chart-legend__swatch weekly-chart__bar--${name}`} aria-hidden="true" />
            {figureWords[name].label}
          </li>
        ))}
      </ul>
      <details className="weekly-table">
        <summary>{say('dashboard.weekly.table')}</summary>
        <ScrollTable name={{ label: say('dashboard.weekly.table') }} headings={weekHeadings}>
          {weeks.map((week) => (
            <tr key={week.startDate}>
              <th scope="row">{dayRangeWords(week.startDate, week.endDate)}</th>
              {countColumns.map((name) => (
                <td key={name} className="num">
                  {week[name].toLocaleString('en-AU')}
                </td>
              ))}
              <td className="num">{formatCents(week.financedCents)}</td>
            </tr>
          ))}
        </ScrollTable>
      </details>
    </>
  );
}
