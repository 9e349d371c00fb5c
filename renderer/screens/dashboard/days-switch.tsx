import { dashboardDays, type DashboardDays } from '../../../shared/contract/dashboard';

/** The last 30 or 90 days: two buttons, the chosen one pressed. */
export function DaysSwitch({ days, onChoose }: { days: DashboardDays; onChoose(days: DashboardDays): void }) {
  return (
    <div className="days-switch" role="group" aria-label="Dates">
      {dashboardDays.map((choice) => (
        <button key={choice} type="button" className="days-switch__choice" aria-pressed={choice === days} onClick={() => onChoose(choice)}>
          Last {choice} days
        </button>
      ))}
    </div>
  );
}
