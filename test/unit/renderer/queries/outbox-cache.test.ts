import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OutboxEntryView, OutboxSnapshot } from '../../../../shared/contract/outbox';
import { applyOutboxSnapshot, outboxThroughWipe } from '../../../../renderer/queries/outbox-cache';
import { kioskQueryKey } from '../../../../renderer/queries/use-kiosk-query';
import { resetTestStore } from '../../../fixtures/test-kiosk-store';
import { outboxEntry } from '../../../fixtures/outbox-entry';

// K8: main's outbox in the query cache, as `outbox:changed` sets it (renderer/kiosk-events.ts).

const outboxKey = kioskQueryKey(null, 'outbox:list', {});

function snapshot(entries: OutboxEntryView[], online = true): OutboxSnapshot {
  return { entries, online, queued: entries.filter((one) => one.state === 'queued').length, needsDecision: 0, unreadable: 0 };
}

beforeEach(resetTestStore);
afterEach(resetTestStore);
afterEach(() => vi.unstubAllGlobals());

it('a read still on its way when a snapshot arrives does not replace it', async () => {
  const queryClient = new QueryClient();
  let answer: (value: OutboxSnapshot) => void = () => undefined;
  const reading = queryClient.fetchQuery({
    queryKey: outboxKey,
    queryFn: () => new Promise<OutboxSnapshot>((resolve) => (answer = resolve)),
  });
  applyOutboxSnapshot(queryClient, null, snapshot([outboxEntry({ id: 'entry-0002', state: 'sent' })]));
  answer(snapshot([outboxEntry({ id: 'entry-0002', state: 'queued' })], false));
  await reading.catch(() => undefined);
  expect(queryClient.getQueryData(outboxKey)).toEqual(snapshot([outboxEntry({ id: 'entry-0002', state: 'sent' })]));
});

it('K4: through the wipe, whether the service can be reached and the counts stay; the entries, which name customers, go', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(outboxKey, { ...snapshot([outboxEntry({ id: 'entry-0004' })], false), unreadable: 2 });
  outboxThroughWipe(queryClient, null);
  expect(queryClient.getQueryData(outboxKey)).toEqual({ entries: [], online: false, queued: 1, needsDecision: 0, unreadable: 2 });
});

it('K4: an outbox read on its way through the wipe brings no entry back', async () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(outboxKey, snapshot([], false));
  let answer: (value: OutboxSnapshot) => void = () => undefined;
  const reading = queryClient.fetchQuery({
    queryKey: outboxKey,
    queryFn: () => new Promise<OutboxSnapshot>((resolve) => (answer = resolve)),
  });
  outboxThroughWipe(queryClient, null);
  answer(snapshot([outboxEntry({ id: 'entry-0005' })], false));
  await reading.catch(() => undefined);
  expect(queryClient.getQueryData(outboxKey)).toEqual(snapshot([], false));
});
