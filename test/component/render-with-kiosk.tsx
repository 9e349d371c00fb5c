import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { staffI18n } from '../../renderer/i18n/i18n-instances';
import { fakeKiosk, type FakeKiosk } from './fake-kiosk';

/** K14: staff read the one catalogue's English, as renderer/main.tsx provides it; a rerender keeps it. */
function StaffWords({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={staffI18n}>{children}</I18nProvider>;
}

/** Renders `ui` as renderer/main.tsx does (staff words, the one store) against `kiosk` as window.kiosk. */
export function renderWithKiosk(ui: ReactElement, kiosk: FakeKiosk = fakeKiosk()) {
  window.kiosk = kiosk.api;
  const user = userEvent.setup();
  const view = render(ui, { wrapper: StaffWords });
  return { ...view, user, kiosk };
}
