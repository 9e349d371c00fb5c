// K4: how long the kiosk waits without a touch or a key before customer data leaves the screen and memory.

/** Staff's screens: K4's 120 s. */
export const staffIdleSeconds = 120;

/** Customer mode (K6): a customer reading the terms or filling in the provider's form gets 10 minutes. */
export const customerIdleSeconds = 600;

/** The "Still there?" countdown that ends each idle time, so nobody loses a quote without warning. */
export const idleWarningSeconds = 20;
