import { useId } from 'react';
import type { QuoteFunnel } from '../../../shared/contract/dashboard';
import { funnelSteps, funnelWords } from './funnel-words';
import { say } from './words';

// Quotes to payment as a funnel, in plain SVG: every step is counted among the step before (shared/dashboard/quote-funnel.ts),
// so no step is wider than the one above it and each share of the step before means something.

const stages = funnelSteps;

const width = 600;
const labelWidth = 200;
const valueWidth = 64;
const barHeight = 40;
const gap = 22;
const barArea = width - labelWidth - valueWidth;
const height = stages.length * barHeight + (stages.length - 1) * gap;

/** How many of the stage before went on, as a whole percentage; nothing when it had none. */
function stepPercent(value: number, before: number): string {
  return before === 0 ? '' : `${Math.round((value / before) * 100)}%`;
}

export function FunnelChart({ funnel: figures }: { funnel: QuoteFunnel }) {
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
      const share = before === undefined ? '' : stepPercent(figures[stage], figures[before]);
      const count = figures[stage].toLocaleString('en-AU');
      return say(share ? 'dashboard.funnel.stageShare' : 'dashboard.funnel.stage', { label: funnelWords[stage].label, count, share });
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
      <title id={titleId}>{say('dashboard.funnel.heading')}</title>
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
        const share = stepPercent(following, value);
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
            {funnelWords[stage].label}
          </text>
          <rect
            className={`funnel-chart__bar funnel-chart__bar--${stage}`}
            x={left(figures[stage])}
            y={top(index)}
            width={barWidth(figures[stage])}
            height={barHeight}
            rx={4}
          >
            <title>
              {say('dashboard.funnel.stage', { label: funnelWords[stage].label, count: figures[stage].toLocaleString('en-AU') })}
            </title>
          </rect>
          <text className="funnel-chart__value" x={width} y={top(index) + barHeight / 2} dominantBaseline="central" textAnchor="end">
            {figures[stage].toLocaleString('en-AU')}
          </text>
        </g>
      ))}
    </svg>
  );
}
