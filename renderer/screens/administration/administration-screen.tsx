import { useKiosk } from '../../store/kiosk-store';
import { administrationSections } from './administration-sections';
import { BranchesSection } from './branches-section';
import { CheckoutKeysSection } from './checkout-keys-section';
import { CredentialsSection } from './credentials-section';
import { ThisKioskSection } from './this-kiosk-section';
import { UsersSection } from './users-section';
import { WebhooksSection } from './webhooks-section';

/** K9: the branch's administration, for an ADMINISTRATOR profile only (D10); each change asks for the staff PIN again. */
export function AdministrationScreen() {
  const section = useKiosk((state) => state.administrationSection);
  const show = useKiosk((state) => state.showAdministrationSection);
  return (
    <>
      <div className="page-head">
        <h1>Administration</h1>
        <p>
          Your branch’s users, this kiosk’s credentials, branches, checkout keys, webhooks and settings. Each change asks for your staff
          PIN.
        </p>
      </div>
      <nav className="admin-nav" aria-label="Administration">
        {administrationSections.map((item) => (
          <button
            key={item.section}
            type="button"
            className="nav__link"
            aria-current={section === item.section ? 'page' : undefined}
            onClick={() => show(item.section)}
          >
            {item.label}
          </button>
        ))}
      </nav>
      {section === 'users' && <UsersSection />}
      {section === 'credentials' && <CredentialsSection />}
      {section === 'branches' && <BranchesSection />}
      {section === 'checkout-keys' && <CheckoutKeysSection />}
      {section === 'webhooks' && <WebhooksSection />}
      {section === 'this-kiosk' && <ThisKioskSection />}
    </>
  );
}
