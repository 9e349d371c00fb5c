import type { Logger } from '../core/logger';
import type { Updater, UpdaterEvent, UpdaterPort } from './updater-port';
import { whyNoUpdates, type InstallKind } from './updater-support';

// K13: electron-updater behind the port, loaded only by an install that can update itself (it needs the packaged
// app's app-update.yml, which electron-builder writes from electron-builder.yml's `publish`).

export async function electronUpdater(install: InstallKind, log: Logger): Promise<Updater> {
  const reason = whyNoUpdates(install);
  if (reason !== null) return { supported: false, reason };
  const { default: electronUpdaterModule } = await import('electron-updater');
  const { autoUpdater } = electronUpdaterModule;
  // The kiosk decides when to install (update-policy.ts), never a quit by itself.
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = false;
  autoUpdater.logger = {
    info: (message: unknown) => log.info(`updater: ${String(message)}`),
    warn: (message: unknown) => log.warn(`updater: ${String(message)}`),
    error: (message: unknown) => log.error(`updater: ${String(message)}`),
    debug: () => undefined,
  };
  const listeners = new Set<(event: UpdaterEvent) => void>();
  const tell = (event: UpdaterEvent) => listeners.forEach((listener) => listener(event));
  autoUpdater.on('checking-for-update', () => tell({ kind: 'checking' }));
  autoUpdater.on('update-available', (info) => tell({ kind: 'available', version: info.version }));
  autoUpdater.on('update-not-available', () => tell({ kind: 'not-available' }));
  autoUpdater.on('download-progress', (progress) => tell({ kind: 'progress', percent: progress.percent }));
  autoUpdater.on('update-downloaded', (info) => tell({ kind: 'downloaded', version: info.version }));
  autoUpdater.on('error', (error) => tell({ kind: 'failed', message: error.message }));
  const port: UpdaterPort = {
    useChannel: (channel) => {
      autoUpdater.allowPrerelease = channel === 'beta';
      autoUpdater.channel = channel === 'beta' ? 'beta' : 'latest';
      // Setting a channel allows downgrades; a kiosk moved back to stable waits for stable to catch up instead.
      autoUpdater.allowDowngrade = false;
    },
    check: async () => {
      await autoUpdater.checkForUpdates();
    },
    installAndRestart: () => autoUpdater.quitAndInstall(true, true),
    onEvent: (listener) => void listeners.add(listener),
  };
  return { supported: true, port };
}
