import type { KioskOptions } from '../../shared/contract/kiosk-options';
import { setUpFile, setUpFileKind, type SetUpFile } from '../../shared/contract/kiosk-set-up';
import type { KioskOptionsStore } from '../settings/kiosk-options-store';
import type { AdministratorGuard } from './administration/administrator-guard';
import { KioskFailure } from '../core/kiosk-failure';
import type { SessionService } from '../session/session-service';

/**
 * Fleet set-up: this kiosk's options (K4's idle limits are configurable; kiosk mode; the branch's details on printed
 * quotes, issue 38), and the profile in
 * use as a file another laptop imports. Only an administrator exports or changes (K9); the file holds no secret (K1).
 */
export class KioskSetUpService {
  readonly #session: Pick<SessionService, 'status'>;
  readonly #guard: Pick<AdministratorGuard, 'allowRead' | 'allowChange'>;
  readonly #options: KioskOptionsStore;

  constructor(options: {
    session: Pick<SessionService, 'status'>;
    guard: Pick<AdministratorGuard, 'allowRead' | 'allowChange'>;
    options: KioskOptionsStore;
  }) {
    this.#session = options.session;
    this.#guard = options.guard;
    this.#options = options.options;
  }

  options(): Promise<KioskOptions> {
    return this.#options.read();
  }

  /** The options as last read or saved, without a disk read (checked every few seconds). */
  latestOptions(): KioskOptions {
    return this.#options.latest;
  }

  async setOptions(pin: string, options: KioskOptions): Promise<KioskOptions> {
    await this.#guard.allowChange(pin);
    return this.#options.write(options);
  }

  async exportSetUp(): Promise<{ fileName: string; text: string }> {
    const profile = await this.#guard.allowRead();
    const { environment } = profile;
    if (environment.kind === 'training')
      throw new KioskFailure(
        'not-allowed',
        'Every kiosk has the training profile already. Export a profile for the provider’s service instead.',
      );
    const file: SetUpFile = {
      kind: setUpFileKind,
      version: 1,
      profile: {
        displayName: profile.displayName,
        environment: environment.kind,
        baseUrl: environment.baseUrl,
        branch: { accountId: profile.accountId, name: profile.accountName },
      },
      kioskOptions: await this.#options.read(),
    };
    // Built field by field from what is named above, and checked again: nothing else can ride along (K1).
    const text = `${JSON.stringify(setUpFile.parse(file), null, 2)}\n`;
    return { fileName: `${fileNamePart(profile.displayName)}-${fileNamePart(profile.accountName)}.kiosk-setup.json`, text };
  }

  /** Checks a chosen file; what it holds is saved only with the credentials (`profiles:add`). */
  read(text: string): SetUpFile {
    if (this.#session.status().locked) throw new KioskFailure('locked', 'The kiosk is locked. Enter the staff PIN to unlock it.');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw unreadable('This is not a set-up file: it is not JSON. Choose the .kiosk-setup.json file another kiosk exported.');
    }
    const parsed = setUpFile.safeParse(json);
    if (parsed.success) return parsed.data;
    const unexpected = parsed.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
    if (unexpected.length > 0)
      throw unreadable(
        `This file holds more than a set-up file may (${unexpected.join(', ')}). Set-up files never carry secrets; export a new one from Administration.`,
      );
    // K15: the service the credentials would go to, with the address rule's own words.
    const address = parsed.error.issues.find((issue) => issue.code === 'custom' && issue.path.join('.') === 'profile.baseUrl');
    if (address) throw unreadable(`This set-up file’s service address cannot be used. ${address.message}`);
    // The options' own limits are plain words already; anything else means another kind of file, or a damaged one.
    const limit = parsed.error.issues.find((issue) => issue.path[0] === 'kioskOptions' && issue.code !== 'invalid_type');
    throw unreadable(
      limit
        ? `This set-up file asks for a setting this kiosk does not allow: ${limit.message.replace(/\.$/, '')}.`
        : 'This is not a set-up file this kiosk can use: it is another kind of file, or it is damaged. Export a new one from Administration → This kiosk.',
    );
  }
}

function unreadable(message: string): KioskFailure {
  return new KioskFailure('invalid-input', message, { file: [message] });
}

function fileNamePart(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'kiosk'
  );
}
