import { describe, expect, it } from 'vitest';
import { webhookAddressProblem } from '../../../../../main/services/administration/webhook-address';

const live = { kind: 'live' as const, baseUrl: 'https://service.example' };
const sandbox = { kind: 'sandbox' as const, baseUrl: 'http://127.0.0.1:9000' };
const training = { kind: 'training' as const };
const receiver = 'http://127.0.0.1:40123/webhooks/status';

describe('what may be registered as a webhook (D24)', () => {
  it.each([
    ['https://shop.example/hooks', live, undefined],
    ['http://shop.example/hooks', live, 'A live service sends webhooks only to an https:// address.'],
    ['http://shop.example/hooks', sandbox, undefined],
    ['ftp://shop.example', sandbox, 'Enter an http:// or https:// address.'],
    ['https://user:pw@shop.example', live, 'An address with a user name or password in it is not allowed.'],
    ['shop.example', live, 'Enter the full address, starting with https://'],
    [receiver, training, undefined],
    ['https://shop.example/hooks', training, 'Training sends webhooks only to the kiosk’s own receiver. Leave the address empty.'],
  ])('%s in %o', (url, environment, problem) => {
    expect(webhookAddressProblem(url, environment, receiver)).toBe(problem);
  });
});
