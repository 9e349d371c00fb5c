// The scripts main runs in an isolated world of the provider's page (K4): invisible to the page's own scripts, they
// report the customer's touches and keys, and show the "Still there?" warning over the form. Words for the customer.

/** The binding the activity reporter calls; it exists only in the kiosk's isolated world. */
export const activityBinding = '__kioskCustomerActivity';

export const isolatedWorldName = 'kiosk-customer-idle';

/** Reports each touch, click, key, scroll or input, at most once a second, through `report`. */
export function activityReporter(report: string): string {
  return `(() => {
  if (globalThis.__kioskActivityReporter) return;
  globalThis.__kioskActivityReporter = true;
  let last = 0;
  const seen = () => { const now = Date.now(); if (now - last < 1000) return; last = now; ${report}; };
  for (const type of ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart', 'scroll'])
    addEventListener(type, seen, { capture: true, passive: true });
})();`;
}

/** Shows (or updates) the warning: its own element, styled inline so the page's styles cannot hide it. */
export function showWarningScript(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `(() => {
  const id = 'kiosk-customer-idle-warning';
  let box = document.getElementById(id);
  if (!box) {
    box = document.createElement('div');
    box.id = id;
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', id + '-title');
    // Nearly opaque: what the customer typed is not for whoever walks up meanwhile.
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(15,23,42,.94);font:18px/1.5 system-ui,sans-serif';
    const card = document.createElement('div');
    card.style.cssText = 'max-width:32rem;margin:1rem;padding:2rem;border-radius:12px;background:#fff;color:#0f172a;text-align:center;box-shadow:0 10px 40px rgba(0,0,0,.3)';
    const title = document.createElement('h2');
    title.id = id + '-title';
    title.textContent = 'Are you still there?';
    title.style.cssText = 'margin:0 0 .5rem;font-size:1.6rem';
    const text = document.createElement('p');
    text.id = id + '-text';
    text.style.cssText = 'margin:0 0 1.5rem';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Yes, I am still here';
    button.style.cssText = 'min-height:48px;padding:.75rem 1.5rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer';
    button.addEventListener('click', () => box.remove());
    card.append(title, text, button);
    box.append(card);
    document.documentElement.append(box);
    button.focus();
  }
  const text = document.getElementById(id + '-text');
  if (text) text.textContent = 'For your privacy, this application closes in ${seconds} second${seconds === 1 ? '' : 's'} and what you typed is cleared. Touch the button to keep going.';
})();`;
}

export const hideWarningScript = `document.getElementById('kiosk-customer-idle-warning')?.remove();`;
