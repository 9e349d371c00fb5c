import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { staffI18n } from '../../renderer/i18n/i18n-instances';
import { wipeQueriesWithCustomer } from '../../renderer/queries/customer-wipe';
import { createKioskQueryClient } from '../../renderer/queries/kiosk-query-client';
import { KioskStoreContext } from '../../renderer/store/kiosk-store';
import { testStore } from '../fixtures/test-kiosk-store';
import { fakeKiosk, type FakeKiosk } from './fake-kiosk';

/**
 * Renders `ui` as renderer/kiosk-root.tsx does (this test's store, a fresh query cache wiped with the customer (K4),
 * K14's staff words) against `kiosk` as window.kiosk; a rerender keeps them.
 */
export function renderWithKiosk(ui: ReactElement, kiosk: FakeKiosk = fakeKiosk()) {
  window.kiosk = kiosk.api;
  const user = userEvent.setup();
  const store = testStore();
  const queryClient = createKioskQueryClient();
  const unbind = wipeQueriesWithCustomer(store, queryClient);
  unbinds.push(() => {
    unbind();
    queryClient.clear();
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KioskStoreContext value={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={staffI18n}>{children}</I18nProvider>
      </QueryClientProvider>
    </KioskStoreContext>
  );
  const view = render(ui, { wrapper });
  return { ...view, user, kiosk, queryClient };
}

const unbinds: (() => void)[] = [];

/** After each test (component-setup.ts): no cache outlives its test, and no store change reaches an old one. */
export function forgetQueryCaches(): void {
  unbinds.splice(0).forEach((unbind) => unbind());
}
