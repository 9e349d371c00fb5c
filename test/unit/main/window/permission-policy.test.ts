import { describe, expect, it } from 'vitest';
import { permissionDecision } from '../../../../main/window/permission-policy';

const appOrigin = 'app://kiosk';

describe('permissionDecision', () => {
  it('grants the camera to our own origin', () => {
    expect(permissionDecision('media', 'app://kiosk', appOrigin, ['video'])).toBe(true);
  });

  it('grants the camera when Electron passes the requesting URL rather than the origin', () => {
    expect(permissionDecision('media', 'app://kiosk/capture/licence', appOrigin, ['video'])).toBe(true);
  });

  it.each([
    ['the microphone', ['audio']],
    ['camera and microphone together', ['video', 'audio']],
    ['an unknown media type', ['unknown']],
    ['media with no type stated', []],
  ])('refuses %s to our own origin', (_, mediaTypes) => {
    expect(permissionDecision('media', 'app://kiosk', appOrigin, mediaTypes)).toBe(false);
  });

  it('refuses media when no media types are given at all', () => {
    expect(permissionDecision('media', 'app://kiosk', appOrigin)).toBe(false);
  });

  it.each([
    'app://kiosk.evil.com',
    'app://kiosk@evil',
    'app://evil@kiosk',
    'https://checkout.example.com',
    'http://127.0.0.1:4317',
    'file:///',
    'null',
    '',
  ])('refuses the camera to %s', (origin) => {
    expect(permissionDecision('media', origin, appOrigin, ['video'])).toBe(false);
  });

  it.each([
    'geolocation',
    'notifications',
    'clipboard-read',
    'clipboard-sanitized-write',
    'display-capture',
    'fullscreen',
    'pointerLock',
    'keyboardLock',
    'openExternal',
    'midi',
    'midiSysex',
    'hid',
    'serial',
    'usb',
    'idle-detection',
    'storage-access',
    'window-management',
    'unknown',
    'MEDIA',
  ])('refuses %s even to our own origin', (permission) => {
    expect(permissionDecision(permission, 'app://kiosk', appOrigin, ['video'])).toBe(false);
  });
});
