import { describe, expect, it, vi } from 'vitest';
import { ElectronTransport, type InvokeEvent, type IpcHandlers } from '../../../../main/ipc/electron-transport';
import type { Logger } from '../../../../main/core/logger';

const appOrigin = 'app://kiosk';
const log: Logger = { info: () => undefined, warn: () => {}, error: () => {} };

/** Stands in for ipcMain: keeps the listener each channel gets. */
function fakeIpc() {
  const listeners = new Map<string, Parameters<IpcHandlers['handle']>[1]>();
  const ipc: IpcHandlers = { handle: (channel, listener) => void listeners.set(channel, listener) };
  return { ipc, invoke: (channel: string, event: InvokeEvent, input: unknown) => listeners.get(channel)?.(event, input) };
}

const mainFrame = (url: string): InvokeEvent => ({ senderFrame: { url, parent: null } });
const subFrame = (url: string): InvokeEvent => ({ senderFrame: { url, parent: { url: `${appOrigin}/` } } });

describe('ElectronTransport', () => {
  const answer = { ok: true as const, data: { seen: true } };

  it('answers our window’s main frame on our origin', async () => {
    const { ipc, invoke } = fakeIpc();
    const handler = vi.fn(async () => answer);
    new ElectronTransport(ipc, appOrigin, log).handle('session:status', handler);
    expect(await invoke('session:status', mainFrame(`${appOrigin}/#/quotes`), { a: 1 })).toEqual(answer);
    expect(handler).toHaveBeenCalledWith({ a: 1 });
  });

  it.each([
    ['a checkout frame inside our window', subFrame('https://checkout.example/checkout')],
    ['a frame of ours that is not the main one', subFrame(`${appOrigin}/frame.html`)],
    ['another origin in the main frame', mainFrame('https://evil.example/')],
    ['a look-alike host', mainFrame('app://kiosk.evil/')],
    ['a file: page', mainFrame('file:///etc/passwd')],
    ['a frame that has gone', { senderFrame: null }],
  ])('refuses %s before anything else, with a typed error', async (_, event) => {
    const { ipc, invoke } = fakeIpc();
    const handler = vi.fn(async () => answer);
    new ElectronTransport(ipc, appOrigin, log).handle('quotes:list', handler);
    expect(await invoke('quotes:list', event, {})).toEqual({ ok: false, error: { code: 'untrusted-caller', message: expect.any(String) } });
    expect(handler).not.toHaveBeenCalled();
  });
});
