import { describe, expect, it, vi } from 'vitest';
import { contractHandler, registerContract, type ContractHandlers } from '../../../../main/ipc/registry';
import type { ChannelHandler } from '../../../../main/ipc/transport';
import { KioskFailure } from '../../../../main/core/kiosk-failure';
import type { Logger } from '../../../../main/core/logger';
import { channels, resultSchema } from '../../../../shared/contract';

function recordingLogger() {
  const lines: string[] = [];
  const log: Logger = {
    info: () => undefined,
    warn: (message) => lines.push(message),
    error: (message, error, fields) =>
      lines.push(`${message} ${JSON.stringify(fields)}: ${error instanceof Error ? error.stack : String(error)}`),
  };
  return { log, lines };
}

const unlocked = () => false;

const repayment = { totalPurchaseAmount: 500000, depositAmount: 0, repaymentTerm: 12, includeFees: true };

describe('contractHandler', () => {
  it('parses the input and checks the output against the contract', async () => {
    const handler = vi.fn(async () => ({ repaymentAmount: 19980, instalments: 26 }));
    const answer = await contractHandler('calculator:repayment', handler, recordingLogger().log, unlocked)(repayment);
    expect(answer).toEqual({ ok: true, data: { repaymentAmount: 19980, instalments: 26 } });
    expect(handler).toHaveBeenCalledWith(repayment);
  });

  it('answers invalid input with a typed error naming the fields, without calling the use case', async () => {
    const handler = vi.fn(async () => ({ repaymentAmount: 1, instalments: 1 }));
    const answer = await contractHandler(
      'calculator:repayment',
      handler,
      recordingLogger().log,
      unlocked,
    )({ ...repayment, repaymentTerm: 'twelve', extra: 1 });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'Some details are missing or not in the right form.',
        fieldErrors: { repaymentTerm: [expect.any(String)], extra: ['Not expected here'] },
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets no screen choose the branch: it is always the signed-in profile’s', async () => {
    const handler = vi.fn();
    const quote = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '0412345678',
      email: 'ada@example.com',
      total_purchase_amount: 500000,
      deposit_amount: 0,
      repayment_term: 12,
      product_category: 'Roofing',
      product_description: 'New roof',
    };
    const answer = await contractHandler('quotes:create', handler, recordingLogger().log, unlocked)({ ...quote, account_id: '1002' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input', fieldErrors: { account_id: ['Not expected here'] } } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers input that is not even an object with a typed error and no field errors', async () => {
    for (const input of [null, 42, 'quotes', [], undefined]) {
      const answer = await contractHandler(
        'quotes:list',
        async () => ({ quotes: [], hasMoreRecords: false }),
        recordingLogger().log,
        unlocked,
      )(input);
      expect(answer).toEqual({ ok: false, error: { code: 'invalid-input', message: expect.any(String) } });
    }
  });

  it('turns an exception into a plain typed error, and logs the details instead', async () => {
    const { log, lines } = recordingLogger();
    const answer = await contractHandler(
      'session:status',
      () => Promise.reject(new TypeError('cannot read x of undefined')),
      log,
      unlocked,
    )({});
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('internal');
    expect(answer.error.message).not.toMatch(/cannot read|TypeError|at .*\.ts/);
    expect(lines.join('\n')).toMatch(/ipc: a call failed {"channel":"session:status"}: TypeError: cannot read x of undefined\n\s+at /);
  });

  it('passes on the plain words of a use case that cannot go ahead', async () => {
    const { log, lines } = recordingLogger();
    const answer = await contractHandler(
      'quotes:list',
      () => Promise.reject(new KioskFailure('locked', 'The kiosk is locked.')),
      log,
      unlocked,
    )({});
    expect(answer).toEqual({ ok: false, error: { code: 'locked', message: 'The kiosk is locked.' } });
    expect(lines).toEqual([]);
  });

  it('never answers what the contract does not promise: a wrong answer is an internal error, extra fields are dropped', async () => {
    const { log, lines } = recordingLogger();
    // As a use case with a bug might answer: parsed JSON is not checked by the compiler.
    const wrong = await contractHandler(
      'calculator:repayment',
      async () => JSON.parse('{"repaymentAmount":"lots","instalments":26}'),
      log,
      unlocked,
    )(repayment);
    expect(wrong).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(lines.join('\n')).toMatch(/ipc: an answer does not match the contract {"channel":"calculator:repayment"}/);
    const leaky = await contractHandler(
      'calculator:repayment',
      async () => ({ repaymentAmount: 1, instalments: 2, apiSecret: 'shh' }),
      log,
      unlocked,
    )(repayment);
    expect(leaky).toEqual({ ok: true, data: { repaymentAmount: 1, instalments: 2 } });
  });
});

describe('contractHandler while locked (K15)', () => {
  it('refuses a staff channel first, with the plain reason, whatever it was sent, and never runs it', async () => {
    const { log, lines } = recordingLogger();
    const handler = vi.fn(async () => ({ entries: [], online: true, queued: 0, needsDecision: 0, unreadable: 0 }));
    for (const input of [{}, { anything: 1 }, null]) {
      expect(await contractHandler('outbox:list', handler, log, () => true)(input)).toEqual({
        ok: false,
        error: { code: 'locked', message: 'The kiosk is locked. Enter the staff PIN to unlock it.' },
      });
    }
    expect(handler).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('answers the lock screen’s and the customer’s channels, and staff’s again once unlocked', async () => {
    let locked = true;
    const isLocked = () => locked;
    const status = { profile: null, locked: true, keychain: { available: true } };
    expect(await contractHandler('session:status', async () => status, recordingLogger().log, isLocked)({})).toEqual({
      ok: true,
      data: status,
    });
    expect(await contractHandler('handOver:read', async () => ({ handOver: null }), recordingLogger().log, isLocked)({})).toEqual({
      ok: true,
      data: { handOver: null },
    });
    const list = contractHandler('callouts:list', async () => ({ callbacks: [] }), recordingLogger().log, isLocked);
    expect(await list({})).toMatchObject({ ok: false, error: { code: 'locked' } });
    locked = false;
    expect(await list({})).toEqual({ ok: true, data: { callbacks: [] } });
  });
});

describe('registerContract', () => {
  it('registers each contract channel once, and nothing else', () => {
    const registered: string[] = [];
    const reject: ChannelHandler = async () => ({ ok: false, error: { code: 'internal', message: 'unused' } });
    const handlers = new Proxy({} as ContractHandlers, { get: () => reject });
    registerContract({ handle: (channel) => void registered.push(channel) }, handlers, recordingLogger().log, unlocked);
    expect(registered).toEqual([...channels]);
  });

  it('gives every registered channel an answer of its result schema', async () => {
    const answers = new Map<string, ChannelHandler>();
    const boom = new Proxy({} as ContractHandlers, { get: () => () => Promise.reject(new Error('boom')) });
    registerContract({ handle: (channel, handler) => void answers.set(channel, handler) }, boom, recordingLogger().log, unlocked);
    for (const channel of channels) {
      expect(resultSchema(channel).safeParse(await answers.get(channel)?.({})).success).toBe(true);
    }
  });
});
