import type { ReactNode } from 'react';
import './scroll-table.css';

/** A column heading: numeric ones align right; a hidden one (the actions column) is for screen readers only. */
export interface TableHeading {
  header: string;
  numeric?: boolean;
  hidden?: boolean;
}

interface ScrollTableProps {
  /** The heading that names the table's region, or the region's own name. */
  name: { labelledBy: string } | { label: string };
  headings: readonly TableHeading[];
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** A table wider than the screen scrolls inside its card, never the page (keyboard-reachable, so focusable). */
export function ScrollTable({ name, headings, className, children }: ScrollTableProps) {
  const region = 'labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label };
  return (
    <div className="table-scroll" tabIndex={0} role="region" {...region}>
      <table className={className === undefined ? 'table' : `table ${className}`}>
        <thead>
          <tr>
            {headings.map(({ header, numeric, hidden }) => (
              <th key={header} scope="col" className={numeric ? 'num' : undefined}>
                {hidden ? <span className="visually-hidden">{header}</span> : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
