import { useEffect } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What staff typed, chose or ticked in main's first screen before the screens' code arrived: React 19's hydration keeps
 * it in the fields but tells no onChange, so the store would not know it. Once hydrated, each changed control reports
 * its own value through the event React listens to, as typing would; the field, its focus and caret stay as they are.
 */
export function TypedBeforeHydration() {
  useEffect(() => document.querySelectorAll<Control>('input, select, textarea').forEach(reportIfChanged), []);
  return null;
}

function reportIfChanged(control: Control): void {
  if (control instanceof HTMLSelectElement) {
    if ([...control.options].some((option) => option.selected !== option.defaultSelected))
      control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return;
    // React's record of it back to the drawn state, then a click to what was ticked: a click is what React listens to.
    control.checked = control.defaultChecked;
    control.click();
    return;
  }
  if (control.value === control.defaultValue) return;
  const typed = control.value;
  const caret = [control.selectionStart, control.selectionEnd] as const;
  // React's record of the value (through the field's own setter) back to what was drawn, the typed text under it.
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
  control.setSelectionRange(caret[0], caret[1]);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
