import type { Readable, Writable } from 'node:stream';

// The Chrome DevTools Protocol to the browser the browser host shows the kiosk in, so main can do there what Electron
// lets it do in its own window (K4 on the provider's form). Over the pipe `npm start` opens to the Chromium it
// launches (nothing listens on the network), or over a WebSocket to a browser started with a debugging port (tests).

export interface DevtoolsEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

type Pending = { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void };

export class DevtoolsConnection {
  readonly #write: (text: string) => void;
  readonly #close: () => void;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Set<(event: DevtoolsEvent) => void>();
  #nextId = 1;
  #closed = false;

  private constructor(write: (text: string) => void, close: () => void) {
    this.#write = write;
    this.#close = close;
  }

  /** Over Chromium's `--remote-debugging-pipe`: messages are JSON, each ended by a NUL byte. */
  static overPipe(toBrowser: Writable, fromBrowser: Readable): DevtoolsConnection {
    const connection = new DevtoolsConnection(
      (text) => toBrowser.write(`${text}\0`),
      () => toBrowser.end(),
    );
    let buffered = '';
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\0');
      while (end >= 0) {
        connection.#receive(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        end = buffered.indexOf('\0');
      }
    });
    fromBrowser.on('close', () => connection.#ended());
    return connection;
  }

  /** Over a WebSocket to the browser's own endpoint (`webSocketDebuggerUrl` of /json/version). */
  static async overWebSocket(url: string): Promise<DevtoolsConnection> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('The browser’s DevTools endpoint did not answer.')), { once: true });
    });
    const connection = new DevtoolsConnection(
      (text) => socket.send(text),
      () => socket.close(),
    );
    socket.addEventListener('message', (message: MessageEvent) => connection.#receive(String(message.data)));
    socket.addEventListener('close', () => connection.#ended());
    return connection;
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    if (this.#closed) return Promise.reject(new Error('The browser is gone.'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#write(JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) }));
    });
  }

  /** Returns the unsubscribe. */
  on(listener: (event: DevtoolsEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  close(): void {
    if (this.#closed) return;
    this.#close();
    this.#ended();
  }

  #receive(text: string): void {
    let message: { id?: number; result?: Record<string, unknown>; error?: { message?: string } } & Partial<DevtoolsEvent>;
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.id !== undefined) {
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message ?? 'DevTools refused the command.'));
      else pending?.resolve(message.result ?? {});
      return;
    }
    if (typeof message.method !== 'string') return;
    const event: DevtoolsEvent = {
      method: message.method,
      params: message.params ?? {},
      ...(message.sessionId ? { sessionId: message.sessionId } : {}),
    };
    for (const listener of this.#listeners) listener(event);
  }

  #ended(): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(new Error('The browser is gone.'));
    this.#pending.clear();
  }
}
