import { AsyncLocalStorage } from 'node:async_hooks';

// A document on its way: the bytes of the request body handed to fetch so far, for a real progress bar (K8's
// `outbox:progress`). The outbox asks for it around one call; the client attaches it to that call's exchange only.

export type UploadProgress = (sentBytes: number, totalBytes: number) => void;

const listening = new AsyncLocalStorage<UploadProgress>();

/** Runs `send` with `progress` told about the body of the service calls it makes. */
export function withUploadProgress<T>(progress: UploadProgress, send: () => Promise<T>): Promise<T> {
  return listening.run(progress, send);
}

export function uploadProgress(): UploadProgress | undefined {
  return listening.getStore();
}

const chunkBytes = 64 * 1024;

/** The body as a stream fetch pulls from, a chunk at a time; each chunk is counted as fetch takes it. */
export function countedBody(text: string, progress: UploadProgress): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull: (controller) => {
      if (sent >= bytes.length) return controller.close();
      const chunk = bytes.subarray(sent, Math.min(bytes.length, sent + chunkBytes));
      controller.enqueue(chunk);
      sent += chunk.length;
      progress(sent, bytes.length);
    },
  });
}
