import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../../../shared/contract';
import { lockedRefusal, whileLocked } from '../../../../shared/contract/while-locked';
import { dataOf, sentOf, startDirectKiosk, type DirectKiosk } from './direct-kiosk';
import { solarQuoteRequest } from '../../../fixtures/solar-quote-request';

// K15, "locked means locked": every channel of the contract, enumerated at run time, called on a real kiosk (the
// registry, the services, the embedded sandbox) while it is locked. Each is the lock screen's or the customer's, or
// is refused with the plain reason before it runs; a channel in neither list fails here.

const customer = solarQuoteRequest;

const pin = '246813';
const refused = { ok: false, error: lockedRefusal };

describe('while locked, every channel is the lock screen’s, the customer’s, or refused (K15)', () => {
  let direct: DirectKiosk;
  let quoteId: string;
  beforeAll(async () => {
    direct = await startDirectKiosk();
    // Something a locked kiosk must not tell: the quote a customer was sent, with their name.
    quoteId = sentOf(await direct.kiosk.quotes.create(customer)).id;
    expect(JSON.stringify(dataOf(await direct.kiosk.quotes.get({ id: quoteId })))).toContain('Hopper');
    expect(dataOf(await direct.kiosk.session.lock({ pin })).locked).toBe(true);
  });
  afterAll(() => direct.shutdown());

  it('classes every channel, and refuses each staff channel with the plain reason, whatever it was sent', async () => {
    const unclassed: string[] = [];
    /** Each channel whose answer is not what its class says, with what it answered. */
    const wrong: string[] = [];
    for (const channel of channels) {
      const answer = await direct.invoke(channel, {});
      const refusedForTheLock = JSON.stringify(answer) === JSON.stringify(refused);
      if (!Object.hasOwn(whileLocked, channel)) unclassed.push(channel);
      else if ((whileLocked[channel] === 'refused') !== refusedForTheLock) wrong.push(`${channel}: ${JSON.stringify(answer)}`);
    }
    expect(unclassed, 'channels in neither list').toEqual([]);
    expect(wrong, 'answered otherwise than their class says').toEqual([]);
  });

  it('refuses what answered while locked before: earlier customers, training’s messages and clock, a kiosk record', async () => {
    expect(await direct.kiosk.outbox.list()).toEqual(refused);
    expect(await direct.kiosk.training.messages({ to: customer.email })).toEqual(refused);
    expect(await direct.kiosk.training.advance({ seconds: 60 })).toEqual(refused);
    expect(await direct.kiosk.applications.kioskRecord({ id: '1' })).toEqual(refused);
  });

  it('answers the lock screen and the customer it is locked for', async () => {
    expect(dataOf(await direct.kiosk.session.status()).locked).toBe(true);
    expect(dataOf(await direct.kiosk.profiles.list()).profiles).toHaveLength(1);
    dataOf(await direct.kiosk.kioskOptions.get({}));
    dataOf(await direct.kiosk.updates.status({}));
    expect(dataOf(await direct.kiosk.handOver.read())).toEqual({ handOver: null });
    dataOf(await direct.kiosk.calculator.breakdown({ totalPurchaseAmount: 500000, repaymentTerm: 12 }));
    // D17: the QR on the customer's screen is the link to their own quote, read from training's sent email.
    expect(dataOf(await direct.kiosk.quotes.applyLink({ id: quoteId, email: customer.email })).link).toContain(quoteId);
    // Staff's again, once the PIN is given.
    expect(dataOf(await direct.kiosk.session.unlock({ pin })).locked).toBe(false);
    expect(dataOf(await direct.kiosk.outbox.list()).entries).toHaveLength(1);
  });
});
