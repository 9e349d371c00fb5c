/** What aria-describedby points at, joined as a screen reader reads it out after the control's name. */
export function accessibleDescription(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
