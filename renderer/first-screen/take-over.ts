import { flushSync } from 'react-dom';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Replaces the first screen main drew into the page (main/window/first-screen.ts) with React's own, in one task, so
 * nothing typed in between is lost: what the person typed, chose or ticked before the screens' code arrived goes to
 * the new controls through their own change events, and the focus and caret stay where they were.
 */
export function takeOverFirstScreen(root: HTMLElement, render: () => void): void {
  const drawn = controlsIn(root);
  const typed = drawn.flatMap((control, index) =>
    changedByHand(control) ? [{ index, value: control.value, checked: isChecked(control) }] : [],
  );
  const focused = drawn.findIndex((control) => control === document.activeElement);
  const caret = focused >= 0 ? selectionOf(drawn[focused]) : null;
  flushSync(render);
  if (drawn.length === 0) return;
  const controls = controlsIn(root);
  for (const { index, value, checked } of typed) {
    const control = controls[index];
    if (control && sameKind(control, drawn[index])) replay(control, value, checked);
  }
  const refocus = controls[focused];
  if (refocus && sameKind(refocus, drawn[focused])) {
    refocus.focus();
    if (caret && refocus instanceof HTMLInputElement) refocus.setSelectionRange(caret.start, caret.end);
  }
}

function controlsIn(root: HTMLElement): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')];
}

function changedByHand(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

function replay(control: Control, value: string, checked: boolean): void {
  if (isCheckable(control)) {
    // A click is what React listens to for a tick, and it toggles the box as a person's would.
    if (control.checked !== checked) control.click();
    return;
  }
  // Through the element's own setter, so React's record of the last value sees a change, as it does for typing.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function isCheckable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

function isChecked(control: Control): boolean {
  return isCheckable(control) && control.checked;
}

function sameKind(a: Control | undefined, b: Control | undefined): boolean {
  return a !== undefined && b !== undefined && a.tagName === b.tagName && a.type === b.type;
}

function selectionOf(control: Control | undefined): { start: number; end: number } | null {
  if (!(control instanceof HTMLInputElement)) return null;
  try {
    return control.selectionStart === null ? null : { start: control.selectionStart, end: control.selectionEnd ?? control.selectionStart };
  } catch {
    return null;
  }
}
