// The loopback HTTP bridge of the browser host, as both sides of it need to name it.

/** Channels answer POSTs at `/bridge/<channel>`. */
export const bridgePathPrefix = '/bridge/';

/** Events main pushes stream from here (POST, so the browser sends `Origin`), as `text/event-stream`. */
export const bridgeEventsPath = '/bridge-events';

/** A stream that reconnects names the last event it saw (server-sent events' own header). */
export const lastEventIdHeader = 'last-event-id';
