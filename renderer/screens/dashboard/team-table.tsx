import type { TeamMemberFigures } from '../../../shared/contract/dashboard';
import { ScrollTable } from '../../components/scroll-table';
import { figureWords } from './figure-words';
import { say } from './words';

/** The columns, each meaning what the branch's figure of that name means (shared/dashboard/team-figures.ts). */
const columns = ['quotesSent', 'applied', 'approved', 'paid'] as const satisfies readonly (keyof TeamMemberFigures)[];

const headings = [
  { header: say('dashboard.team.memberColumn') },
  ...columns.map((name) => ({ header: figureWords[name].label, numeric: true })),
];

/** Quotes sent, applications, approved and paid per salesperson, as the service names them on each record. */
export function TeamTable({ team }: { team: readonly TeamMemberFigures[] }) {
  return (
    <section className="card team-card" aria-labelledby="team-heading">
      <h2 id="team-heading">{say('dashboard.team.heading')}</h2>
      <p className="muted small">{say('dashboard.team.means')}</p>
      {team.length === 0 ? (
        <p className="muted">{say('dashboard.team.none')}</p>
      ) : (
        <ScrollTable name={{ label: say('dashboard.team.table') }} headings={headings} className="team-table">
          {team.map((row) => (
            <tr key={row.teamMember}>
              <th scope="row">{row.teamMember === '' ? say('dashboard.team.unnamed') : row.teamMember}</th>
              {columns.map((name) => (
                <td key={name} className="num">
                  {row[name].toLocaleString('en-AU')}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
