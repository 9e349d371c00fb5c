/** The BrowserWindow's webPreferences, hardened per the Electron security checklist (ARCHITECTURE.md). */
export function webPreferences(options: { preload: string; devTools?: boolean }) {
  return {
    preload: options.preload,
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
    safeDialogs: true,
    spellcheck: false,
    devTools: options.devTools ?? false,
  } as const;
}
