import type { Channel, KioskResult } from '../../shared/contract';
import type { Logger } from '../services/logger';
import { isTrustedIpcSender } from '../window/trusted-ipc-sender';
import type { ChannelHandler, Transport } from './transport';

/** The parts of Electron's IpcMainInvokeEvent the sender check reads. */
export interface InvokeEvent {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/** Electron's `ipcMain` as this transport uses it. */
export interface IpcHandlers {
  handle(channel: string, listener: (event: InvokeEvent, input: unknown) => Promise<KioskResult<unknown>>): void;
}

const untrusted: KioskResult<never> = {
  ok: false,
  error: { code: 'untrusted-caller', message: 'Only the kiosk’s own screens may ask for this.' },
};

/** Electron IPC: every call is answered only for our window's main frame on our origin (Electron checklist 17). */
export class ElectronTransport implements Transport {
  readonly #ipc: IpcHandlers;
  readonly #appOrigin: string;
  readonly #log: Logger;

  constructor(ipc: IpcHandlers, appOrigin: string, log: Logger) {
    this.#ipc = ipc;
    this.#appOrigin = appOrigin;
    this.#log = log;
  }

  handle(channel: Channel, handler: ChannelHandler): void {
    this.#ipc.handle(channel, async (event, input) => {
      const frame = event.senderFrame;
      if (frame === null || !isTrustedIpcSender(frame.url, frame.parent === null, this.#appOrigin)) {
        this.#log.warn(`${channel}: refused a call from a frame that is not the kiosk's own`);
        return untrusted;
      }
      return handler(input);
    });
  }
}
