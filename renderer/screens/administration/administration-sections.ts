import { menuEntries } from '../../components/nav-menu';
import type { AdministrationSection } from '../../store/administration-slice';

/** The parts of administration (K9), in the order the sub-menu shows them. */
export const administrationSections = menuEntries<AdministrationSection>({
  users: 'Users',
  credentials: 'This kiosk’s credentials',
  branches: 'Branches',
  'checkout-keys': 'Checkout keys',
  webhooks: 'Webhooks',
  'this-kiosk': 'This kiosk',
});
