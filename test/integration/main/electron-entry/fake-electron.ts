import { installedRecording } from './recording';

// A recording stand-in for the `electron` module, bundled in its place (electron-entry.test.ts): only the API surface
// main/ calls, each call written down and answered as Electron would, with none of the kiosk's behaviour in it.

const recording = installedRecording();
const record = (api: string, ...args: unknown[]) => recording.record(api, ...args);

export const app = {
  /** As under `npm start`: not an installer's app, so no updater is loaded (K13). */
  isPackaged: false,
  commandLine: { appendSwitch: (name: string, value?: string) => record('app.commandLine.appendSwitch', name, value) },
  setLoginItemSettings: (settings: unknown) => record('app.setLoginItemSettings', settings),
  enableSandbox: () => record('app.enableSandbox'),
  requestSingleInstanceLock: () => {
    record('app.requestSingleInstanceLock');
    return recording.options.singleInstanceLock;
  },
  whenReady: () => {
    record('app.whenReady');
    return recording.ready;
  },
  quit: () => record('app.quit'),
  exit: (code?: number) => record('app.exit', code),
  on: (event: string, listener: unknown) => {
    record('app.on', event, listener);
    return app;
  },
  getPath: (name: string) => {
    record('app.getPath', name);
    // Issue 38 item 7: a quote's PDF goes to the laptop's Downloads folder.
    if (name === 'downloads') return `${recording.options.userData}/Downloads`;
    if (name !== 'userData') throw new Error(`The stand-in has no path for ${name}`);
    return recording.options.userData;
  },
  getAppPath: () => {
    record('app.getAppPath');
    return recording.options.appPath;
  },
};

export const dialog = {
  showErrorBox: (title: string, content: string) => record('dialog.showErrorBox', title, content),
};

export const shell = {
  showItemInFolder: (path: string) => record('shell.showItemInFolder', path),
};

export const crashReporter = {
  start: (options: unknown) => record('crashReporter.start', options),
};

export const powerMonitor = {
  getSystemIdleTime: () => {
    record('powerMonitor.getSystemIdleTime');
    return recording.options.systemIdleSeconds ?? 0;
  },
};

let blockers = 0;
export const powerSaveBlocker = {
  start: (type: string) => {
    record('powerSaveBlocker.start', type);
    return ++blockers;
  },
  stop: (id: number) => record('powerSaveBlocker.stop', id),
};

export const protocol = {
  registerSchemesAsPrivileged: (schemes: unknown) => record('protocol.registerSchemesAsPrivileged', schemes),
  handle: (scheme: string, handler: unknown) => record('protocol.handle', scheme, handler),
};

export const session = {
  defaultSession: {
    setPermissionRequestHandler: (handler: unknown) => record('session.setPermissionRequestHandler', handler),
    setPermissionCheckHandler: (handler: unknown) => record('session.setPermissionCheckHandler', handler),
  },
};

export const ipcMain = {
  handle: (channel: string, listener: unknown) => record('ipcMain.handle', channel, listener),
};

export class Notification {
  static isSupported(): boolean {
    return true;
  }
  constructor(options: unknown) {
    record('new Notification', options);
  }
  on(event: string, listener: unknown): this {
    record('Notification.on', event, listener);
    return this;
  }
  show(): void {
    record('Notification.show');
  }
}

export const Menu = {
  setApplicationMenu: (menu: unknown) => record('Menu.setApplicationMenu', menu),
};

class WebContents {
  readonly id = 1;
  readonly navigationHistory = { clear: () => record('webContents.navigationHistory.clear') };
  executeJavaScriptInIsolatedWorld(worldId: number, scripts: unknown): Promise<void> {
    record('webContents.executeJavaScriptInIsolatedWorld', worldId, scripts);
    return Promise.resolve();
  }
  setWindowOpenHandler(handler: unknown): void {
    record('webContents.setWindowOpenHandler', handler);
  }
  on(event: string, listener: unknown): this {
    record('webContents.on', event, listener);
    return this;
  }
  loadURL(url: string): Promise<void> {
    record('webContents.loadURL', url);
    return Promise.resolve();
  }
  getURL(): string {
    return '';
  }
  send(channel: string, payload: unknown): void {
    record('webContents.send', channel, payload);
  }
  reload(): void {
    record('webContents.reload');
  }
  forcefullyCrashRenderer(): void {
    record('webContents.forcefullyCrashRenderer');
  }
  isDestroyed(): boolean {
    return false;
  }
}

export class BrowserWindow {
  readonly webContents = new WebContents();

  constructor(options: unknown) {
    record('new BrowserWindow', options);
  }
  on(event: string, listener: unknown): this {
    record('BrowserWindow.on', event, listener);
    return this;
  }
  once(event: string, listener: unknown): this {
    record('BrowserWindow.once', event, listener);
    return this;
  }
  show(): void {
    record('BrowserWindow.show');
  }
  isMinimized(): boolean {
    return recording.options.windowMinimized ?? false;
  }
  restore(): void {
    record('BrowserWindow.restore');
  }
  focus(): void {
    record('BrowserWindow.focus');
  }
  loadURL(url: string): Promise<void> {
    record('BrowserWindow.loadURL', url);
    return Promise.resolve();
  }
}
