import type { CredentialVault } from '../../credentials/credential-vault';
import type { Logger } from '../../core/logger';
import type { SessionService } from '../../session/session-service';
import { AdministratorGuard } from './administrator-guard';
import { BranchAdministration } from './branch-administration';
import { CheckoutKeyAdministration, type CheckoutKeyAdministrationOptions } from './checkout-key-administration';
import { KioskCredentials } from './kiosk-credentials';
import { UserAdministration } from './user-administration';
import { WebhookAdministration } from './webhook-administration';

/** The administration use cases, each behind the one guard (K9). */
export interface AdministrationServices {
  users: UserAdministration;
  credentials: KioskCredentials;
  branches: BranchAdministration;
  checkoutKeys: CheckoutKeyAdministration;
  webhooks: WebhookAdministration;
}

export interface AdministrationDependencies extends Pick<CheckoutKeyAdministrationOptions, 'returnUrl' | 'keysInUse' | 'onKeysChanged'> {
  session: SessionService;
  vault: CredentialVault;
  log: Logger;
  /** The kiosk's own webhook receiver while training's status tracking runs it. */
  receiverUrl: () => string | undefined;
}

export function administrationServices(dependencies: AdministrationDependencies): AdministrationServices {
  const { session, vault, log } = dependencies;
  const guard = new AdministratorGuard(session);
  const users = new UserAdministration({ session, guard, vault, log });
  return {
    users,
    credentials: new KioskCredentials({ session, guard, vault, users, log }),
    branches: new BranchAdministration({ session, guard, vault, log }),
    checkoutKeys: new CheckoutKeyAdministration({ session, guard, vault, log, ...pickKeys(dependencies) }),
    webhooks: new WebhookAdministration({ session, guard, log, receiverUrl: dependencies.receiverUrl }),
  };
}

function pickKeys({ returnUrl, keysInUse, onKeysChanged }: AdministrationDependencies) {
  return { returnUrl, keysInUse, onKeysChanged };
}
