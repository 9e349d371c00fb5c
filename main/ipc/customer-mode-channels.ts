import type { Channel } from '../../shared/contract';

// K4, K6: the channels that put the kiosk in front of a customer. In the browser host main watches the provider's form
// only in a browser it watches over DevTools, so these answer only there (K15); Electron's own window is always watched.

/** handOver:keep turns customer mode on (hand-over-service.ts); checkout:start sends the customer to the provider's form. */
export const customerModeChannels: ReadonlySet<Channel> = new Set<Channel>(['handOver:keep', 'checkout:start']);

/** What staff read when they try to hand over in a browser the kiosk did not open. */
export const customerModeElsewhere =
  'Customer mode works only in the kiosk’s own window, where the kiosk can clear the provider’s form when a customer walks away. Use the window the kiosk opened (npm start) to hand over.';
