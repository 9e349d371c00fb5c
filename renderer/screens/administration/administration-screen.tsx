import { useState } from 'react';
import { NavMenu } from '../../components/nav-menu';
import { AdministrationNoticeContext } from './administration-notice';
import { administrationSections, type AdministrationSection } from './administration-sections';
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
  // The screen's own: remounted with each customer (K4), so an answer arriving after the wipe shows nowhere.
  const [section, setSection] = useState<AdministrationSection>('users');
  const [notice, tell] = useState<string | null>(null);
  const show = (next: AdministrationSection) => {
    setSection(next);
    tell(null);
  };
  return (
    <AdministrationNoticeContext.Provider value={{ notice, tell }}>
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
    </AdministrationNoticeContext.Provider>
  );
}
