import { describe, expect, it } from 'vitest';
import { whyNoUpdates } from '../../../../main/updates/updater-support';

// K13: which installs update themselves (installers electron-updater knows), and the words for those that do not.

describe('whyNoUpdates', () => {
  it('lets the installers electron-updater can update do so', () => {
    expect(whyNoUpdates({ packaged: true, platform: 'win32', appImage: undefined })).toBeNull();
    expect(whyNoUpdates({ packaged: true, platform: 'darwin', appImage: undefined })).toBeNull();
    expect(whyNoUpdates({ packaged: true, platform: 'linux', appImage: '/opt/Finance Kiosk.AppImage' })).toBeNull();
  });

  it('says why for npm start and for a .deb install', () => {
    expect(whyNoUpdates({ packaged: false, platform: 'win32', appImage: undefined })).toMatch(/npm start/);
    expect(whyNoUpdates({ packaged: true, platform: 'linux', appImage: undefined })).toMatch(/\.deb package/);
  });
});
