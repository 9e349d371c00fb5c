import { describe, expect, it } from 'vitest';
import { Emitter } from '../../../../main/core/emitter';

describe('Emitter', () => {
  it('tells listeners of that event at once, survives one that throws, and stops when unsubscribed', () => {
    const errors: string[] = [];
    const emitter = new Emitter<{ change: { id: string }; other: void }>('watch', { error: (message) => void errors.push(message) });
    const heard: string[] = [];
    let others = 0;
    emitter.on('change', () => {
      throw new Error('boom');
    });
    const stop = emitter.on('change', (change) => void heard.push(change.id));
    emitter.on('other', () => void (others += 1));
    emitter.emit('change', { id: '1' });
    stop();
    emitter.emit('change', { id: '2' });
    emitter.emit('other');
    expect(heard).toEqual(['1']);
    expect(others).toBe(1);
    expect(errors).toEqual(['watch: a listener of change failed', 'watch: a listener of change failed']);
  });

  it('hears a function subscribed twice twice, and each unsubscribe takes away its own', () => {
    const emitter = new Emitter<{ tick: void }>('test', { error: () => undefined });
    let ticks = 0;
    const listener = () => void (ticks += 1);
    const first = emitter.on('tick', listener);
    emitter.on('tick', listener);
    emitter.emit('tick');
    first();
    emitter.emit('tick');
    expect(ticks).toBe(3);
  });

  it('lets a listener unsubscribe another during an event without skipping anyone this time', () => {
    const emitter = new Emitter<{ tick: void }>('test', { error: () => undefined });
    const heard: string[] = [];
    let stopB = () => {};
    emitter.on('tick', () => {
      heard.push('a');
      stopB();
    });
    stopB = emitter.on('tick', () => void heard.push('b'));
    emitter.emit('tick');
    emitter.emit('tick');
    expect(heard).toEqual(['a', 'b', 'a']);
  });
});
