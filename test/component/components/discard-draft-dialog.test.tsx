import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '../../../renderer/components/page-frame';
import { useKiosk } from '../../../renderer/store/kiosk-store';
import { expectAccessible } from '../expect-accessible';
import { fakeKiosk, ok } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { sessionOf, training } from '../staff-profiles';

// "Next customer" and "Switch profile" in the staff frame ask before a quote nobody sent is thrown away (K4 wipes it
// all): Keep keeps it, Discard ends the customer (and goes on to the profile picker); with nothing to lose they do not
// ask. Which drafts count as unsaved: test/unit/renderer/store/unsaved-draft.test.ts.

const casey = {
  productCategory: 'Air-Conditioning',
  productDescription: 'Ducted air-conditioning',
  firstName: 'Casey',
  lastName: 'Lee',
  email: 'casey.lee@example.com',
  mobile: '0400 111 222',
};

function renderFrame(draft: Partial<ReturnType<typeof useKiosk.getState>>) {
  const kiosk = fakeKiosk();
  kiosk.answer('outbox:list', ok({ entries: [], online: true, queued: 0, needsDecision: 0, unreadable: 0 }));
  const view = renderWithKiosk(
    <PageFrame profile={training}>
      <p>The calculator</p>
    </PageFrame>,
    kiosk,
  );
  act(() => useKiosk.setState({ session: sessionOf(training), ...draft }));
  return view;
}

describe('Next customer', () => {
  it('asks for the price typed; Keep keeps it', async () => {
    const { user } = renderFrame({ totalCents: 999_900 });
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    const ask = screen.getByRole('alertdialog', { name: 'Discard the quote for the $9,999.00 purchase?' });
    expect(ask).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useKiosk.getState().totalCents).toBe(999_900);
  });

  it('names the customer whose details were typed; Discard ends the customer', async () => {
    const { user } = renderFrame({ totalCents: 999_900, customer: casey });
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard the quote for Casey Lee?' })).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect({ totalCents: useKiosk.getState().totalCents, customer: useKiosk.getState().customer.firstName }).toEqual({
      totalCents: null,
      customer: '',
    });
  });

  it.each([
    ['a fresh kiosk', {}],
    ['a quote already sent', { totalCents: 400_000, customer: casey, quoteStep: 'sent' as const }],
  ])('does not ask with %s: the customer ends at once', async (_, draft) => {
    const { user } = renderFrame(draft);
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useKiosk.getState().customer.firstName).toBe('');
  });
});

describe('Switch profile', () => {
  it('asks too: Keep stays with the customer, Discard ends them and opens the profile picker', async () => {
    const { user } = renderFrame({ totalCents: 250_000, customer: casey });
    await user.click(screen.getByRole('button', { name: 'Switch profile' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(useKiosk.getState()).toMatchObject({ choosingProfile: false, customer: { firstName: 'Casey' } });

    await user.click(screen.getByRole('button', { name: 'Switch profile' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard the quote for Casey Lee?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(useKiosk.getState()).toMatchObject({ choosingProfile: true, customer: { firstName: '' }, totalCents: null });
  });
});
