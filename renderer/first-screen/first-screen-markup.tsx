import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server.edge';
import { App } from '../app';
import { staffI18n } from '../i18n/i18n-instances';
import { createKioskQueryClient } from '../queries/kiosk-query-client';
import { useKiosk } from '../store/kiosk-store';

/**
 * The server's side of the first screen: built on its own (scripts/first-screen-build.ts) and run by main in a fresh
 * context for each start state, so the store starts from the start state in that page as it does in the browser.
 * Markup only for a kiosk that is unlocked with a profile in use that has its PIN (the calculator); anything else draws in the
 * browser, so a locked kiosk's page never carries a staff screen (K11). Its buttons say they are not ready yet
 * (`aria-disabled`): they do nothing until the screens' code has replaced them, unlike its fields, which keep what is
 * typed into them (take-over.ts).
 */
export function firstScreenMarkup(): string {
  const session = useKiosk.getState().session;
  if (session === null || session.locked || session.profile === null || session.staffPinChosen !== true) return '';
  const markup = renderToString(
    <QueryClientProvider client={createKioskQueryClient()}>
      <I18nProvider i18n={staffI18n}>
        <App />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return markup.replace(/<button(?=[\s>])/g, '<button aria-disabled="true"');
}
