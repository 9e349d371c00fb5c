import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { staffI18n } from '../../renderer/i18n/i18n-instances';
import { fakeKiosk, type FakeKiosk } from './fake-kiosk';

/** Renders `ui` as renderer/main.tsx does (staff words, the one store) against `kiosk` as window.kiosk. */
export function renderWithKiosk(ui: ReactElement, kiosk: FakeKiosk = fakeKiosk()) {
  window.kiosk = kiosk.api;
  const user = userEvent.setup();
  const view = render(<I18nProvider i18n={staffI18n}>{ui}</I18nProvider>);
  return { ...view, user, kiosk };
}
