import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { eventIpcChannel } from '../shared/contract';
import { buildKioskApi } from '../shared/contract/kiosk-api';

// contextBridge only (docs/house-plan.md): named functions per channel and `on` per event, never a generic invoke.
contextBridge.exposeInMainWorld(
  'kiosk',
  buildKioskApi(
    (channel, input) => ipcRenderer.invoke(channel, input),
    (event, deliver) => {
      const listener = (_sender: IpcRendererEvent, payload: unknown) => deliver(payload);
      ipcRenderer.on(eventIpcChannel(event), listener);
      return () => void ipcRenderer.removeListener(eventIpcChannel(event), listener);
    },
    (message) => console.warn(message),
  ),
);
