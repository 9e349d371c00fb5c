import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { IdleWarningDialog } from '../../../renderer/components/idle-warning-dialog';
import { expectAccessible } from '../expect-accessible';
import { renderWithKiosk } from '../render-with-kiosk';

// K4, issue 26: "Still there?" says the seconds its counter shows, as it counts, never the warning's starting length.
// The countdown's own timing: test/unit/renderer/idle/.

it('"Still there?" says the seconds its counter shows, as it counts', async () => {
  const stay = () => undefined;
  const { rerender } = renderWithKiosk(<IdleWarningDialog secondsLeft={16} warningSeconds={20} customer={false} onStay={stay} />);
  const shown = () => ({
    counter: document.querySelector('.idle-warning__number')?.textContent,
    words: document.getElementById('idle-warning-text')?.textContent,
  });
  expect(screen.getByRole('alertdialog', { name: 'Still there?' })).toBeTruthy();
  expect(shown().counter).toBe('16');
  expect(shown().words).toContain('the screen clears in 16 seconds');
  rerender(<IdleWarningDialog secondsLeft={9} warningSeconds={20} customer={false} onStay={stay} />);
  expect(shown().counter).toBe('9');
  expect(shown().words).toContain('the screen clears in 9 seconds');
  await expectAccessible();
});
