import { keepPreviousData } from '@tanstack/react-query';
import { AsyncStatus } from '../../components/async-status';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
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
  const setDays = useKiosk((state) => state.setDashboardDays);
  // Other days' figures stay, greyed, while these are counted; a failure has no data, so shows none (never the last days', nor zeros).
  const counted = useKioskQuery('dashboard:summary', { days }, { placeholderData: keepPreviousData });
  const summary = counted.data;
  // The figures' dates, which their lists open on (the lists are read for exactly these).
  const range = summary && { startDate: summary.startDate, endDate: summary.endDate };
  const loadState = queryStateOf(counted);
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
        <DaysSwitch days={days} onChoose={setDays} />
      </div>
      <AsyncStatus
        state={loadState}
        working={say('dashboard.counting', { days })}
        failedLead={say('dashboard.countFailed')}
        onRetry={() => void counted.refetch()}
      />
      {summary && range && (
        <div className={busy ? 'dashboard dashboard--busy' : 'dashboard'} aria-busy={busy}>
          <FigureTiles figures={summary.figures} range={range} busy={busy} />
          <div className="dashboard-charts">
            <FunnelCard figures={summary.figures} funnel={summary.funnel} range={range} busy={busy} />
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
