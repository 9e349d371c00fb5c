import type { AdministrationSection } from '../../store/administration-slice';

/** The parts of administration (K9), in the order the sub-menu shows them. */
export const administrationSections: readonly { section: AdministrationSection; label: string }[] = [
  { section: 'users', label: 'Users' },
  { section: 'credentials', label: 'This kiosk’s credentials' },
  { section: 'branches', label: 'Branches' },
  { section: 'checkout-keys', label: 'Checkout keys' },
  { section: 'webhooks', label: 'Webhooks' },
  { section: 'this-kiosk', label: 'This kiosk' },
];
