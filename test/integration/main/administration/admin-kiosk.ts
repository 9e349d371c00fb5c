import { dataOf, startDirectKiosk, type DirectKiosk } from '../ipc/direct-kiosk';

// A direct kiosk (services behind the registry, real client, embedded demo sandbox) whose training profile is the
// demo ADMINISTRATOR with a staff PIN chosen, as administration needs (K9).

export const staffPin = '246813';

export interface AdminKiosk extends DirectKiosk {
  /** The demo administrator's user id, read from the sandbox (the service has no "who am I"). */
  administratorId(): string;
  /** Every answer a test passed through `seen`, for the secrets scan (K1). */
  answers: unknown[];
  seen<T>(answer: T): T;
}

export async function startAdminKiosk(): Promise<AdminKiosk> {
  const direct = await startDirectKiosk();
  // Choosing the profile waits for its role (D10), learnt from the service.
  const training = dataOf(await direct.kiosk.session.status()).profile;
  const chosen = dataOf(await direct.kiosk.profiles.select({ profileId: training?.id ?? '', pin: '246813' }));
  if (chosen.profile?.role !== 'ADMINISTRATOR') throw new Error('the training profile is the demo ADMINISTRATOR');
  // K6: the first lock chooses the profile's staff PIN.
  dataOf(await direct.kiosk.session.lock({ pin: staffPin }));
  dataOf(await direct.kiosk.session.unlock({ pin: staffPin }));
  const answers: unknown[] = [];
  return {
    ...direct,
    administratorId: () => {
      const { apiId } = direct.training().handout.credentials.administrator;
      const userId = direct.training().sandbox.state.credentials.find((credential) => credential.apiId === apiId)?.userId;
      if (!userId) throw new Error('the demo administrator has credentials');
      return userId;
    },
    answers,
    seen: (answer) => {
      answers.push(answer);
      return answer;
    },
  };
}

/** A new user's details, unique per call. */
let made = 0;
export function newUser(role: 'ADMINISTRATOR' | 'TEAM MEMBER' = 'TEAM MEMBER') {
  made += 1;
  return {
    first_name: 'Sam',
    last_name: `Nguyen ${made}`,
    email: `sam.${made}.${Date.now()}@example.com`,
    mobile: `0412 000 ${String(made).padStart(3, '0')}`,
    role,
  };
}
