import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { staffI18n } from '../../renderer/i18n/i18n-instances';
import { wipeQueriesWithCustomer } from '../../renderer/queries/customer-wipe';
import { createKioskQueryClient } from '../../renderer/queries/kiosk-query-client';
import { useKiosk } from '../../renderer/store/kiosk-store';
import { fakeKiosk, type FakeKiosk } from './fake-kiosk';

/** Renders `ui` as renderer/main.tsx does (staff words, the one store, a fresh query cache wiped with the customer, K4) against `kiosk` as window.kiosk. */
export function renderWithKiosk(ui: ReactElement, kiosk: FakeKiosk = fakeKiosk()) {
  window.kiosk = kiosk.api;
  const user = userEvent.setup();
  const queryClient = createKioskQueryClient();
  const unbind = wipeQueriesWithCustomer(useKiosk, queryClient);
  // K14: staff read the one catalogue's English; a rerender keeps it, and the same cache.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={staffI18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  unbinds.push(() => {
    unbind();
    queryClient.clear();
  });
  const view = render(ui, { wrapper });
  return { ...view, user, kiosk, queryClient };
}

const unbinds: (() => void)[] = [];

/** After each test (component-setup.ts): no cache outlives its test, and no store change reaches an old one. */
export function forgetQueryCaches(): void {
  unbinds.splice(0).forEach((unbind) => unbind());
}
