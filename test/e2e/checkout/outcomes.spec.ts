import type { ApplicationStatus } from '../../../shared/enums';
import { verifySignature } from '../../../shared/signature';
import { expect, test } from './checkout-world';
import { apply, person, returnedWith } from './customer';

// D15 through the browser: every last digit of the financed amount, from the shop's button to the vendor's
// return page, then the application's status over the vendor REST interface.

const expected: Record<number, { now: ApplicationStatus; later?: ApplicationStatus }> = {
  0: { now: 'APPROVED' },
  1: { now: 'C.APPROV', later: 'APPROVED' },
  2: { now: 'C.APPROV', later: 'DECLINED' },
  3: { now: 'REFER', later: 'APPROVED' },
  4: { now: 'REFER', later: 'DECLINED' },
  5: { now: 'DECLINED' },
  6: { now: 'APPROVED' },
  7: { now: 'APPROVED' },
  8: { now: 'APPROVED' },
  9: { now: 'APPROVED' },
};

test.describe('checkout outcomes (D15, D23)', () => {
  for (const [digit, { now, later }] of Object.entries(expected)) {
    test(`D15 last digit ${digit}: ${now}${later ? ` then ${later} one decision delay later` : ''}`, async ({ page, world }) => {
      const mobile = `04910000${digit}0`;
      await apply(
        page,
        world,
        world.shopPage({ total_purchase_amount: `5500.0${digit}`, deposit_amount: '500.00', reference_number: `DIGIT-${digit}` }),
        person(mobile),
      );

      const back = await returnedWith(page, world);
      expect(back.get('order')).not.toBeNull();
      expect(back.get('error_code')).toBe('10000');
      const id = back.get('transaction_id') ?? '';
      expect(id).toMatch(/^\d+$/);

      const application = await world.application(id);
      expect(application).toMatchObject({
        status: now,
        financed_amount: 500_000 + Number(digit),
        repayment_term: 12,
        product_category: 'Solar Panel Package',
        reference_number: `DIGIT-${digit}`,
        team_member: '',
        applicants: [{ name: 'Jamie Customer', email: `jamie.${mobile}@example.com`, mobile, dob: '1985-04-12', joint_applicant: 0 }],
      });
      if (later) {
        await world.advanceClock(world.running.sandbox.config.decisionDelayMs / 1000);
        expect((await world.application(id)).status).toBe(later);
      }
    });
  }

  test('D23 the redirect is signed with the private key; a flipped character fails verification', async ({ page, world }) => {
    await apply(page, world, world.shopPage(), person('0491999990'));
    const back = await returnedWith(page, world);
    const signed = { signature: back.get('signature'), timestamp: back.get('timestamp'), token: back.get('token') };
    expect(signed.timestamp).toMatch(/^\d{10}$/);
    expect(signed.token).toMatch(/^[A-Za-z0-9]{50}$/);
    expect(await verifySignature(signed, world.privateKey)).toBe(true);

    const flip = (text: string | null) => (text ? `${text.slice(0, -1)}${text.endsWith('a') ? 'b' : 'a'}` : '');
    expect(await verifySignature({ ...signed, signature: flip(signed.signature) }, world.privateKey)).toBe(false);
    expect(await verifySignature({ ...signed, token: flip(signed.token) }, world.privateKey)).toBe(false);
    expect(await verifySignature({ ...signed, timestamp: String(Number(signed.timestamp) + 1) }, world.privateKey)).toBe(false);
    expect(await verifySignature(signed, `${world.privateKey}x`)).toBe(false);
  });
});
