// The text/event-stream format (HTML's server-sent events), as far as the browser host's event stream uses it.

export interface ServerSentEvent {
  /** The last `id:` seen on the stream so far, "" before any. */
  id: string;
  /** `message` when the event named none. */
  event: string;
  data: string;
}

/**
 * Reads a stream in whatever chunks it arrives: `push` each chunk of text and get the events it completed.
 * Comment lines (`: …`) keep the connection alive and are skipped; an id alone moves the id and dispatches nothing.
 */
export function serverSentEventReader(): { push(chunk: string): ServerSentEvent[]; readonly lastId: string } {
  let buffered = '';
  let lastId = '';
  let event = '';
  let data: string[] = [];
  return {
    get lastId() {
      return lastId;
    },
    push(chunk) {
      buffered += chunk;
      const lines = buffered.split(/\r\n|\r|\n/);
      buffered = lines.pop() ?? '';
      const completed: ServerSentEvent[] = [];
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) completed.push({ id: lastId, event: event || 'message', data: data.join('\n') });
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') lastId = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      return completed;
    },
  };
}
