import { eventIpcChannel, type Channel, type KioskResult } from '../../shared/contract';
import type { KioskEvents } from './kiosk-events';
import type { Logger } from '../core/logger';
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

/** The parts of Electron's WebContents that events are sent through. */
export interface EventTarget {
  send(channel: string, payload: unknown): void;
  isDestroyed(): boolean;
}

/** Events go to our one window only, each on its own IPC name; the preload checks each against the contract. */
export function sendEvents(events: KioskEvents, target: EventTarget): () => void {
  return events.subscribe(({ event, payload }) => {
    if (!target.isDestroyed()) target.send(eventIpcChannel(event), payload);
  });
}
