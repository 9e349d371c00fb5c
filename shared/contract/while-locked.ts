import type { Channel } from '../contract';

// K11, K15: locked means locked. Every channel is classed: the lock screen's own, what the customer the kiosk is
// locked for needs (customer mode, K6), or refused while locked. A channel with no class does not compile.

/** Who may use a channel while the kiosk is locked; `refused` answers `lockedRefusal` without running it. */
export type WhileLocked = 'lock-screen' | 'customer' | 'refused';

/** The one answer a refused channel gets while locked: the same plain words whatever was asked. */
export const lockedRefusal = {
  code: 'locked',
  message: 'The kiosk is locked. Enter the staff PIN to unlock it.',
} as const;

export const whileLocked = {
  // The lock screen: who is locked in, unlocking, an administrator clearing a pause (from the profiles' names), the
  // kiosk's options (its idle limits) and its version, and closing the kiosk with the PIN (K11).
  'session:status': 'lock-screen',
  'session:unlock': 'lock-screen',
  'session:clearLockOut': 'lock-screen',
  'profiles:list': 'lock-screen',
  'kioskOptions:get': 'lock-screen',
  'updates:status': 'lock-screen',
  'app:quit': 'lock-screen',
  // Customer mode (K6): the customer's own screen and language kept by main, the provider's checkout and its return,
  // the public calculator's fees, and the QR link to their own quote (D17).
  'handOver:keep': 'customer',
  'handOver:read': 'customer',
  'handOver:forget': 'customer',
  'checkout:start': 'customer',
  'checkout:return': 'customer',
  'calculator:breakdown': 'customer',
  'quotes:applyLink': 'customer',
  // Everything else is staff's, and waits for the PIN.
  'session:signOut': 'refused',
  'session:lock': 'refused',
  'session:changePin': 'refused',
  'session:choosePin': 'refused',
  'profiles:select': 'refused',
  'profiles:branches': 'refused',
  'profiles:add': 'refused',
  'profiles:remove': 'refused',
  'accounts:list': 'refused',
  'calculator:repayment': 'refused',
  'calculator:compareTerms': 'refused',
  'categories:list': 'refused',
  // The legal texts the customer reads travel with the hand-over (K6), so a locked kiosk never asks for them.
  'content:get': 'refused',
  'quotes:create': 'refused',
  'quotes:list': 'refused',
  'quotes:get': 'refused',
  'quotes:resend': 'refused',
  'quotes:cancel': 'refused',
  'callouts:create': 'refused',
  'callouts:list': 'refused',
  'secureCode:send': 'refused',
  'applications:list': 'refused',
  'applications:get': 'refused',
  'applications:setReference': 'refused',
  'applications:requestPayment': 'refused',
  'applications:kioskRecord': 'refused',
  'documents:list': 'refused',
  'documents:types': 'refused',
  'documents:upload': 'refused',
  'quotePdf:save': 'refused',
  'quotePdf:showInFolder': 'refused',
  'training:messages': 'refused',
  'training:clock': 'refused',
  'training:advance': 'refused',
  'outbox:list': 'refused',
  'needsYou:list': 'refused',
  'outbox:resolve': 'refused',
  'users:list': 'refused',
  'users:get': 'refused',
  'users:create': 'refused',
  'users:update': 'refused',
  'users:delete': 'refused',
  'users:setUpKiosk': 'refused',
  'credentials:renew': 'refused',
  'branches:list': 'refused',
  'branches:switch': 'refused',
  'checkoutKeys:list': 'refused',
  'checkoutKeys:delete': 'refused',
  'checkoutKeys:setUpCustomerMode': 'refused',
  'webhooks:list': 'refused',
  'webhooks:add': 'refused',
  'webhooks:delete': 'refused',
  'kioskOptions:set': 'refused',
  'setUp:export': 'refused',
  'setUp:read': 'refused',
  'diagnostics:export': 'refused',
  'updates:check': 'refused',
  'updates:installNow': 'refused',
  'dashboard:summary': 'refused',
} as const satisfies Record<Channel, WhileLocked>;

/** May `channel` be answered now? Always while unlocked; while locked, only the lock screen's and the customer's. */
export function answersNow(channel: Channel, locked: boolean): boolean {
  return !locked || whileLocked[channel] !== 'refused';
}
