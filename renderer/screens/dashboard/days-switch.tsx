import { dashboardDays, type DashboardDays } from '../../../shared/contract/dashboard';
import { say } from './words';

/** The last 30 or 90 days: two buttons, the chosen one pressed. */
export function DaysSwitch({ days, onChoose }: { days: DashboardDays; onChoose(days: DashboardDays): void }) {
  return (
    <div className="days-switch" role="group" aria-label={say('dashboard.days.label')}>
      {dashboardDays.map((choice) => (
        <button key={choice} type="button" className="days-switch__choice" aria-pressed={choice === days} onClick={() => onChoose(choice)}>
          {say('dashboard.days.choice', { days: choice })}
        </button>
      ))}
    </div>
  );
}
