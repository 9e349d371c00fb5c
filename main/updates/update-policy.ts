import type { UpdateHold } from '../../shared/contract/updates';
import type { Presence } from '../session/customer-presence';

// K13: may a downloaded update restart the kiosk now? Never in the middle of a sale; at the branch's quiet hour, or
// sooner when an administrator says so.

export interface UpdateMoment {
  presence: Presence;
  /** Something in any profile's outbox is not yet sent or settled (K8): a restart would not lose it, but may delay it. */
  unsent: boolean;
  /** The hour now on the kiosk's own clock, 0–23. */
  hour: number;
  /** The branch's quiet hour (kiosk options). */
  quietHour: number;
  /** An administrator said "install now": the quiet hour no longer matters; customer mode and the outbox still do. */
  administratorAsked: boolean;
  /** …and is asking this moment, so the screens in use are theirs, not a sale; a later look does not assume so. */
  askedThisMoment: boolean;
}

/** What keeps the update waiting; none means it may install now. */
export function updateHolds(moment: UpdateMoment): UpdateHold[] {
  const { presence } = moment;
  const holds: UpdateHold[] = [];
  if (presence.customerMode || (presence.screensInUse && !moment.askedThisMoment)) holds.push('customer');
  if (moment.unsent) holds.push('unsent');
  if (!moment.administratorAsked && moment.hour !== moment.quietHour) holds.push('not-quiet-hour');
  return holds;
}
