import type { StateCreator } from 'zustand';
import type { ContentType } from '../../shared/enums';
import type { Content } from '../../shared/wire/content';
import type { ProductCategory } from '../../shared/wire/product-categories';
import { kiosk } from '../kiosk';
import { failed, idle, stateOf, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** What the service publishes for every customer alike: categories (D22) and legal texts (D21). */
export interface ContentSlice {
  categories: readonly ProductCategory[];
  categoriesState: AsyncState;
  legalTexts: Partial<Record<ContentType, Content>>;
  legalState: AsyncState;
  loadCategories(): Promise<void>;
  loadLegalTexts(): Promise<void>;
}

const legalTypes: readonly ContentType[] = ['TNC', 'PRIVACY_POLICY', 'DIRECT_DEBIT_AGREEMENT'];

/** K4: each customer reads the legal texts as published when they apply; the categories name no one and stay. */
export const resetContentCustomer: CustomerReset<ContentSlice> = () => ({ legalTexts: {}, legalState: idle });

export const createContentSlice: StateCreator<KioskStore, [], [], ContentSlice> = (set, get) => ({
  categories: [],
  categoriesState: idle,
  legalTexts: {},
  legalState: idle,
  loadCategories: async () => {
    if (get().categories.length > 0) return;
    set({ categoriesState: working });
    const result = await kiosk().categories.list();
    set(result.ok ? { categories: result.data.categories, categoriesState: stateOf(result) } : { categoriesState: failed(result.error) });
  },
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
