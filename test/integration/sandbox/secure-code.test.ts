import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';
import { verifySecureCode } from '../../../sandbox/secure-codes';
import { injectFault } from './fixtures';
import { errorOf, useSandbox } from './harness';

const path = '/rest/vendor/v1/application/secure-code';
const tenMinutes = 10 * 60;

describe('Send Application Secure Code (D20)', () => {
  const sb = useSandbox();
  const send = (body: unknown, to = path) => sb.current.asAdmin('POST', to, { body });
  const codeSentTo = async (mobile: string): Promise<string> => {
    const { messages } = (await sb.current.request('GET', `/sandbox/v1/messages?to=${mobile}`)).body;
    return messages.at(-1).code;
  };

  it('sends a 6-digit code by SMS and answers a 32-character token, on both path forms (D1, D27)', async () => {
    for (const [to, mobile] of [
      [path, '0411000001'],
      ['/rest/v1/vendor/application/secure-code', '0411000002'],
    ] as const) {
      const answer = await send({ mobile }, to);
      expect(answer.http).toBe(200);
      expect(answer.body).toEqual({ status: 2000, token: expect.stringMatching(/^[A-Za-z0-9]{32}$/) });
      const { messages } = (await sb.current.request('GET', `/sandbox/v1/messages?to=${mobile}`)).body;
      expect(messages).toEqual([
        {
          id: expect.any(String),
          channel: 'sms',
          to: mobile,
          subject: expect.any(String),
          body: expect.stringContaining(messages[0].code),
          code: expect.stringMatching(/^\d{6}$/),
          sent: expect.any(String),
        },
      ]);
    }
  });

  it('verifies a code once, with its token and mobile, for the application form (D20)', async () => {
    const mobile = '0411000003';
    const { token } = (await send({ mobile })).body;
    const code = await codeSentTo(mobile);
    const { sandbox } = sb.current;
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(verifySecureCode(sandbox, { token, code: wrongCode, mobile })).toBe(false);
    expect(verifySecureCode(sandbox, { token, code, mobile: '0411999999' })).toBe(false);
    expect(verifySecureCode(sandbox, { token: 'x'.repeat(32), code, mobile })).toBe(false);
    expect(verifySecureCode(sandbox, { token, code, mobile })).toBe(true);
    expect(verifySecureCode(sandbox, { token, code, mobile })).toBe(false);
  });

  it('lets a code expire after 10 minutes of sandbox time (D20)', async () => {
    const mobile = '0411000004';
    const { token } = (await send({ mobile })).body;
    const code = await codeSentTo(mobile);
    await sb.current.sandbox.clock.advance(tenMinutes - 1);
    const { token: laterToken } = (await send({ mobile })).body;
    const laterCode = await codeSentTo(mobile);
    await sb.current.sandbox.clock.advance(1);
    expect(verifySecureCode(sb.current.sandbox, { token, code, mobile })).toBe(false);
    expect(verifySecureCode(sb.current.sandbox, { token: laterToken, code: laterCode, mobile })).toBe(true);
  });

  it('answers 400/4403 Invalid Input unless the mobile is 04 followed by 8 digits (D20)', async () => {
    const bodies = [
      { mobile: '+61411000005' },
      { mobile: '0311000005' },
      { mobile: '041100000' },
      { mobile: '04110000055' },
      { mobile: '0411 000 005' },
      { mobile: 411000005 },
      { mobile: '' },
      {},
      { mobile: '0411000005', name: 'x' },
    ];
    for (const body of bodies) expect(errorOf(await send(body)), JSON.stringify(body)).toEqual(errors.secureCodeInvalidInput);
    expect(errorOf(await sb.current.asAdmin('POST', path))).toEqual(errors.secureCodeInvalidInput);
    expect((await sb.current.request('GET', '/sandbox/v1/messages?to=0411000005')).body.messages).toEqual([]);
  });

  it('answers 404/4040 Failed to generate auth code for a sixth code within 10 minutes, and sends again later (D20)', async () => {
    const mobile = '0411000006';
    for (let sent = 0; sent < 5; sent++) {
      expect((await send({ mobile })).http).toBe(200);
      await sb.current.sandbox.clock.advance(60);
    }
    expect(errorOf(await send({ mobile }))).toEqual(errors.secureCodeFailedToGenerate);
    expect((await send({ mobile: '0411000007' })).http).toBe(200);
    await sb.current.sandbox.clock.advance(tenMinutes - 5 * 60);
    expect((await send({ mobile })).http).toBe(200);
    expect(errorOf(await send({ mobile }))).toEqual(errors.secureCodeFailedToGenerate);
    expect((await sb.current.request('GET', `/sandbox/v1/messages?to=${mobile}`)).body.messages).toHaveLength(6);
  });

  it('answers an injected fault with 500/4000 Failed to process auth code', async () => {
    await injectFault(sb.current, 'sendApplicationSecureCode');
    expect(errorOf(await send({ mobile: '0411000008' }))).toEqual(errors.secureCodeFailedToProcess);
  });
});
