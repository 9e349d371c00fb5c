import { contextBridge, ipcRenderer } from 'electron';
import { buildKioskApi } from './kiosk-api';

// contextBridge only (ARCHITECTURE.md): named functions per channel, never a generic invoke.
contextBridge.exposeInMainWorld(
  'kiosk',
  buildKioskApi((channel, input) => ipcRenderer.invoke(channel, input)),
);
