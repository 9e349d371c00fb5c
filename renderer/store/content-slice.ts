import type { StateCreator } from 'zustand';
import type { ContentType } from '../../shared/enums';
import type { Content } from '../../shared/wire/content';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** The legal texts (D21) as the customer reads them when they apply: kept with the hand-over (K6), so the screens' own. */
export interface ContentSlice {
  legalTexts: Partial<Record<ContentType, Content>>;
  legalState: AsyncState;
  loadLegalTexts(): Promise<void>;
}

const legalTypes: readonly ContentType[] = ['TNC', 'PRIVACY_POLICY', 'DIRECT_DEBIT_AGREEMENT'];

/** K4: each customer reads the legal texts as published when they apply. */
export const resetContentCustomer: CustomerReset<ContentSlice> = () => ({ legalTexts: {}, legalState: idle });

export const createContentSlice: StateCreator<KioskStore, [], [], ContentSlice> = (set) => ({
  legalTexts: {},
  legalState: idle,
  loadLegalTexts: async () => {
    set({ legalState: working });
    const results = await Promise.all(legalTypes.map((contentType) => kiosk().content.get({ contentType })));
    const texts: Partial<Record<ContentType, Content>> = {};
    for (const [index, result] of results.entries()) {
      const type = legalTypes[index];
      if (!result.ok) return set({ legalState: failed(result.error) });
      if (type !== undefined) texts[type] = result.data;
    }
    set({ legalTexts: texts, legalState: idle });
  },
});
