/**
 * Where a native modal dialog puts the focus as it opens: Chromium runs the HTML dialog focusing steps (the first
 * focusable element inside), which happy-dom does not, so the tests check that element is the one meant.
 */
export function focusedOnOpen(dialog: HTMLElement): Element | null {
  return dialog.querySelector(
    'input:not([disabled]), select:not([disabled]), textarea, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])',
  );
}
