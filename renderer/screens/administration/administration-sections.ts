import { menuEntries } from '../../components/nav-menu';
import { say } from './words';

export type AdministrationSection = 'users' | 'credentials' | 'branches' | 'checkout-keys' | 'webhooks' | 'this-kiosk';

/** The parts of administration (K9), in the order the sub-menu shows them. */
export const administrationSections = menuEntries<AdministrationSection>({
  users: say('administration.section.users'),
  credentials: say('administration.section.credentials'),
  branches: say('administration.section.branches'),
  'checkout-keys': say('administration.section.checkoutKeys'),
  webhooks: say('administration.section.webhooks'),
  'this-kiosk': say('administration.section.thisKiosk'),
});
