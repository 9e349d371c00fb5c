import type { WebPreferences } from 'electron';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { webPreferences } from '../../../../main/window/web-preferences';

describe('webPreferences', () => {
  it('hardens the renderer', () => {
    expect(webPreferences({ preload: '/app/preload.js' })).toMatchObject({
      preload: '/app/preload.js',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      devTools: false,
    });
  });

  it('opens developer tools only when asked', () => {
    expect(webPreferences({ preload: '/p.js', devTools: true }).devTools).toBe(true);
  });

  it("uses only Electron's own option names and types", () => {
    expectTypeOf<keyof ReturnType<typeof webPreferences>>().toExtend<keyof WebPreferences>();
    expectTypeOf(webPreferences({ preload: '/p.js' })).toExtend<WebPreferences>();
  });
});
