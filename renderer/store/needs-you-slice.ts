import type { StateCreator } from 'zustand';
import type { NeedsYouItem, NeedsYouList } from '../../shared/contract/alerts';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { KioskStore } from './kiosk-store';

/**
 * Issue 38 item 12: the branch's applications that need the salesperson, as main holds them (`needsYou:list`, then
 * every `needsYou:changed`). Numbers and statuses only, no customer (K4), so neither Next customer nor idle clears it.
 */
export interface NeedsYouSlice {
  /** Newest first. */
  needsYou: readonly NeedsYouItem[];
  needsYouState: AsyncState;
  loadNeedsYou(): Promise<void>;
  applyNeedsYou(list: NeedsYouList): void;
}

export const createNeedsYouSlice: StateCreator<KioskStore, [], [], NeedsYouSlice> = (set) => {
  // A list answer older than a pushed list already shown must not replace it.
  let pushed = 0;
  return {
    needsYou: [],
    needsYouState: idle,
    loadNeedsYou: async () => {
      const before = pushed;
      set({ needsYouState: working });
      const result = await kiosk().needsYou.list({});
      if (!result.ok) return set({ needsYouState: failed(result.error) });
      set(pushed === before ? { needsYou: result.data.items, needsYouState: idle } : { needsYouState: idle });
    },
    applyNeedsYou: (list) => {
      pushed += 1;
      set({ needsYou: list.items });
    },
  };
};
