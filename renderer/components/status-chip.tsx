import './status-chip.css';

export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function StatusChip({ tone, children }: { tone: ChipTone; children: string }) {
  return <span className={`chip chip--${tone}`}>{children}</span>;
}
