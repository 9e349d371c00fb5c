import { useId } from 'react';
import type { BranchFigures } from '../../../shared/contract/dashboard';
import { figureWords, type FigureName } from './figure-words';

// Quotes to payment as a funnel, in plain SVG; the figures and their definitions are the text beside it.

const stages: readonly FigureName[] = ['quotesSent', 'applied', 'approved', 'paid'];

/** Stages counted among the stage before (shared/dashboard), so their share of it means something; not all applications come from quotes (D13). */
const partOfBefore: ReadonlySet<FigureName> = new Set(['approved', 'paid']);

const width = 560;
const labelWidth = 150;
const valueWidth = 64;
const barHeight = 40;
const gap = 22;
const barArea = width - labelWidth - valueWidth;
const height = stages.length * barHeight + (stages.length - 1) * gap;

/** How many of the stage before went on, as a whole percentage; nothing when it is not part of it, or it had none. */
function stepPercent(stage: FigureName, value: number, before: number): string {
  return !partOfBefore.has(stage) || before === 0 ? '' : `${Math.round((value / before) * 100)}%`;
}

export function FunnelChart({ figures }: { figures: BranchFigures }) {
  const titleId = useId();
  const descId = useId();
  const largest = Math.max(1, ...stages.map((stage) => figures[stage]));
  // A stage with some records keeps a visible sliver however small it is next to the largest.
  const barWidth = (value: number) => (value === 0 ? 0 : Math.max(6, (value / largest) * barArea));
  const left = (value: number) => labelWidth + (barArea - barWidth(value)) / 2;
  const top = (index: number) => index * (barHeight + gap);
  const description = stages
    .map((stage, index) => {
      const before = index === 0 ? undefined : stages[index - 1];
      const share = before === undefined ? '' : stepPercent(stage, figures[stage], figures[before]);
      return `${figureWords[stage].label}: ${figures[stage].toLocaleString('en-AU')}${share ? ` (${share} of the step before)` : ''}`;
    })
    .join('; ');
  return (
    <svg
      className="funnel-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>From quote to payment</title>
      <desc id={descId}>{description}.</desc>
      {stages.map((stage, index) => {
        const next = stages[index + 1];
        if (next === undefined) return null;
        const value = figures[stage];
        const following = figures[next];
        const bottom = top(index) + barHeight;
        // The narrowing band between one stage and the next.
        const points = [
          [left(value), bottom],
          [left(value) + barWidth(value), bottom],
          [left(following) + barWidth(following), bottom + gap],
          [left(following), bottom + gap],
        ]
          .map(([x, y]) => `${x},${y}`)
          .join(' ');
        const share = stepPercent(next, following, value);
        return (
          <g key={`band-${stage}`}>
            <polygon className="funnel-chart__band" points={points} />
            {share && (
              <text
                className="funnel-chart__share"
                x={labelWidth + barArea / 2}
                y={bottom + gap / 2}
                dominantBaseline="central"
                textAnchor="middle"
              >
                {share}
              </text>
            )}
          </g>
        );
      })}
      {stages.map((stage, index) => (
        <g key={stage}>
          <text className="funnel-chart__label" x={0} y={top(index) + barHeight / 2} dominantBaseline="central">
            {figureWords[stage].label}
          </text>
          <rect
            className={`funnel-chart__bar funnel-chart__bar--${stage}`}
            x={left(figures[stage])}
            y={top(index)}
            width={barWidth(figures[stage])}
            height={barHeight}
            rx={4}
          >
            <title>{`${figureWords[stage].label}: ${figures[stage].toLocaleString('en-AU')}`}</title>
          </rect>
          <text className="funnel-chart__value" x={width} y={top(index) + barHeight / 2} dominantBaseline="central" textAnchor="end">
            {figures[stage].toLocaleString('en-AU')}
          </text>
        </g>
      ))}
    </svg>
  );
}
