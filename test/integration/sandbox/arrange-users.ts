import { issueCredentials, type ApiCredentials } from '../../../sandbox/credentials';
import type { Sandbox } from '../../../sandbox/sandbox';
import type { UserRecord } from '../../../sandbox/store/record-schemas';
import type { UserRole } from '../../../shared/enums';

/** A user with API credentials for their first account, arranged directly: also in accounts the caller has no part in. */
export function arrangeUser(sandbox: Sandbox, role: UserRole, accountIds: string[]): { user: UserRecord; credentials: ApiCredentials } {
  const id = sandbox.newId('usr_');
  const user: UserRecord = {
    id,
    role,
    first_name: 'Arranged',
    last_name: `Person ${id}`,
    email: `${id}@arranged.example`,
    mobile: '0400000000',
    accountIds,
    created: sandbox.now(),
  };
  sandbox.store.users.insert(user);
  return { user, credentials: issueCredentials(sandbox, user.id, accountIds[0] ?? '') };
}
