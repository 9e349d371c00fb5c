import packageJson from '../../package.json' with { type: 'json' };

/** The kiosk's version: package.json's, which the release workflow stamps from the tag before it builds (K13). */
export const appVersion: string = packageJson.version;
