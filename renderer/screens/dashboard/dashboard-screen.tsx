import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { dayRangeWords } from './day-words';
import { DaysSwitch } from './days-switch';
import { FigureDefinitions, FigureTiles } from './figure-tiles';
import { FunnelCard } from './funnel-card';
import { TeamTable } from './team-table';
import { WeeklyChart } from './weekly-chart';
import './dashboard.css';
import { say } from './words';

/** The branch at a glance: the signed-in branch's quotes, applications, approvals and payments over the last 30 or 90 days. */
export function DashboardScreen() {
  const branch = useKiosk((state) => state.session?.profile?.branch.name ?? '');
  const days = useKiosk((state) => state.dashboardDays);
  const summary = useKiosk((state) => state.dashboardSummary);
  const loadState = useKiosk((state) => state.dashboardState);
  const setDays = useKiosk((state) => state.setDashboardDays);
  const load = useKiosk((state) => state.loadDashboard);
  useEffect(() => void load(), [load]);
  const busy = loadState.status === 'working';

  return (
    <>
      <div className="page-head dashboard-head">
        <div>
          <h1>{say('dashboard.heading')}</h1>
          <p>
            {branch}
            {summary && ` · ${dayRangeWords(summary.startDate, summary.endDate)}`}
          </p>
        </div>
        <DaysSwitch days={days} onChoose={(choice) => void setDays(choice)} />
      </div>
      <AsyncStatus
        state={loadState}
        working={say('dashboard.counting', { days })}
        failedLead={say('dashboard.countFailed')}
        onRetry={() => void load()}
      />
      {summary && (
        <div className={busy ? 'dashboard dashboard--busy' : 'dashboard'} aria-busy={busy}>
          <FigureTiles figures={summary.figures} busy={busy} />
          <div className="dashboard-charts">
            <FunnelCard figures={summary.figures} funnel={summary.funnel} busy={busy} />
            <section className="card" aria-labelledby="weekly-heading">
              <h2 id="weekly-heading">{say('dashboard.weekly.heading')}</h2>
              <WeeklyChart weeks={summary.weeks} />
            </section>
          </div>
          <TeamTable team={summary.team} />
          <FigureDefinitions />
        </div>
      )}
    </>
  );
}
