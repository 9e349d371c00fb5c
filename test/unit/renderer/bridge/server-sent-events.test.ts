import { describe, expect, it } from 'vitest';
import { serverSentEventReader } from '../../../../renderer/bridge/server-sent-events';

describe('serverSentEventReader', () => {
  it('reads events split anywhere across chunks, with their ids and names', () => {
    const reader = serverSentEventReader();
    const text =
      'id: run.0\n\n: still here\n\nid: run.1\nevent: watch:statusChanged\ndata: {"changes":[]}\n\nid: run.2\nevent: events:missed\ndata: {}\n\n';
    const events = [];
    for (let at = 0; at < text.length; at += 7) events.push(...reader.push(text.slice(at, at + 7)));
    expect(events).toEqual([
      { id: 'run.1', event: 'watch:statusChanged', data: '{"changes":[]}' },
      { id: 'run.2', event: 'events:missed', data: '{}' },
    ]);
    expect(reader.lastId).toBe('run.2');
  });

  it('keeps an unfinished event until its blank line, joins data lines, and takes CRLF', () => {
    const reader = serverSentEventReader();
    expect(reader.push('data: a\r\ndata: b\r\n')).toEqual([]);
    expect(reader.push('\r\n')).toEqual([{ id: '', event: 'message', data: 'a\nb' }]);
    expect(reader.lastId).toBe('');
  });
});
