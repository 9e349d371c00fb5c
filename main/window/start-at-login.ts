import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurably } from '../../shared/node/durable-file';

// The kiosk starts when the laptop's user signs in, when its options say so: Electron's login items on Windows and
// macOS; on Linux, where Electron has none, an XDG autostart entry.

export interface LoginStart {
  platform: NodeJS.Platform;
  /** Electron's app.setLoginItemSettings (Windows, macOS). */
  setLoginItem: (openAtLogin: boolean) => void;
  /** ~/.config/autostart (Linux). */
  autostartDir: string;
  /** What starts the kiosk: the AppImage's own path, or the installed binary. */
  executable: string;
}

export const autostartFileName = 'finance-kiosk.desktop';

export async function startAtLogin(enabled: boolean, where: LoginStart): Promise<void> {
  if (where.platform !== 'linux') return where.setLoginItem(enabled);
  const file = join(where.autostartDir, autostartFileName);
  if (!enabled) return rm(file, { force: true });
  await mkdir(where.autostartDir, { recursive: true });
  await writeFileDurably(file, autostartEntry(where.executable));
}

function autostartEntry(executable: string): string {
  // The Desktop Entry spec quotes an Exec argument holding spaces with double quotes.
  const exec = /[\s"]/.test(executable) ? `"${executable.replace(/(["`$\\])/g, '\\$1')}"` : executable;
  return ['[Desktop Entry]', 'Type=Application', 'Name=Finance Kiosk', `Exec=${exec}`, 'X-GNOME-Autostart-enabled=true', ''].join('\n');
}
