import { NavMenu } from '../../components/nav-menu';
import { useKiosk } from '../../store/kiosk-store';
import { administrationSections } from './administration-sections';
import { BranchesSection } from './branches-section';
import { CheckoutKeysSection } from './checkout-keys-section';
import { CredentialsSection } from './credentials-section';
import { ThisKioskSection } from './this-kiosk-section';
import { UsersSection } from './users-section';
import { WebhooksSection } from './webhooks-section';
import './administration.css';
import { say } from './words';

/** K9: the branch's administration, for an ADMINISTRATOR profile only (D10); each change asks for the staff PIN again. */
export function AdministrationScreen() {
  const section = useKiosk((state) => state.administrationSection);
  const show = useKiosk((state) => state.showAdministrationSection);
  return (
    <>
      <div className="page-head">
        <h1>{say('administration.heading')}</h1>
        <p>{say('administration.lead')}</p>
      </div>
      <NavMenu label={say('administration.heading')} className="admin-nav" entries={administrationSections} current={section} onGo={show} />
      {section === 'users' && <UsersSection />}
      {section === 'credentials' && <CredentialsSection />}
      {section === 'branches' && <BranchesSection />}
      {section === 'checkout-keys' && <CheckoutKeysSection />}
      {section === 'webhooks' && <WebhooksSection />}
      {section === 'this-kiosk' && <ThisKioskSection />}
    </>
  );
}
