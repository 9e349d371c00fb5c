import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../../shared/contract';
import { dataOf } from '../ipc/direct-kiosk';
import {
  applicationPicker,
  closeDrillWorld,
  counts,
  startDrillWorld,
  type DrillKiosk,
  type DrillPlace,
  type DrillService,
} from './drill-fixture';

// A document on its way reports the bytes fetch has taken of its body, chunk by chunk, up to the whole body.

describe('document upload progress', () => {
  let service: DrillService;
  let place: DrillPlace;
  let drill: DrillKiosk;

  beforeAll(async () => {
    ({ service, place, drill } = await startDrillWorld());
  });
  afterAll(() => closeDrillWorld({ drill, service, place }));

  it('counts the real bytes handed to the network, ending at the whole body', async () => {
    const applicationId = applicationPicker(service)();
    // About 1 MiB of PDF: many chunks of the request body.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(1024 * 1024, 0x20)]);
    const upload = { applicationId, invoice_type: 'INVOICE' as const, filename: 'big.pdf', filecontent: bytes.toString('base64') };
    const seen: EventPayload<'outbox:progress'>[] = [];
    const stop = drill.kiosk.on('outbox:progress', (progress) => void seen.push(progress));
    const answer = dataOf(await drill.kiosk.documents.upload(upload));
    stop();
    expect(answer.state).toBe('sent');
    expect(counts(service).documents(applicationId, 'big.pdf')).toBe(1);
    const body = JSON.stringify({ invoice_type: 'INVOICE', filename: 'big.pdf', filecontent: upload.filecontent });
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((progress) => progress.id === answer.outboxId && progress.totalBytes === Buffer.byteLength(body))).toBe(true);
    expect(seen.map((progress) => progress.sentBytes)).toEqual([...seen.map((progress) => progress.sentBytes)].sort((a, b) => a - b));
    expect(seen.at(-1)?.sentBytes).toBe(Buffer.byteLength(body));
  });
});
