import type { Channel, KioskResult } from '../../shared/contract';

/** Answers one call on a channel; already validated both ways, and never rejects. */
export type ChannelHandler = (input: unknown) => Promise<KioskResult<unknown>>;

/** How calls reach the main process: Electron IPC, or the browser host's loopback bridge. */
export interface Transport {
  handle(channel: Channel, handler: ChannelHandler): void;
}
