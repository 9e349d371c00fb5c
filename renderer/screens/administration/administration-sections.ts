import { menuEntries } from '../../components/nav-menu';
import type { AdministrationSection } from '../../store/administration-slice';
import { say } from './words';

/** The parts of administration (K9), in the order the sub-menu shows them. */
export const administrationSections = menuEntries<AdministrationSection>({
  users: say('administration.section.users'),
  credentials: say('administration.section.credentials'),
  branches: say('administration.section.branches'),
  'checkout-keys': say('administration.section.checkoutKeys'),
  webhooks: say('administration.section.webhooks'),
  'this-kiosk': say('administration.section.thisKiosk'),
});
