// The loopback HTTP bridge of the browser host, as both sides of it need to name it.

/** Channels answer POSTs at `/bridge/<channel>`. */
export const bridgePathPrefix = '/bridge/';

/** The per-start token travels in this request header, so another origin's page cannot send it. */
export const bridgeTokenHeader = 'x-kiosk-token';

/** The served page carries the token in `<meta name=… content=…>`; other origins cannot read our HTML. */
export const bridgeTokenMetaName = 'kiosk-bridge-token';

/** Events main pushes stream from here (POST, so the browser sends `Origin`), as `text/event-stream`. */
export const bridgeEventsPath = '/bridge-events';

/** A stream that reconnects names the last event it saw (server-sent events' own header). */
export const lastEventIdHeader = 'last-event-id';
