import type customer from './messages/customer/en-AU.json';

/** Every message id English defines (K14: English is the source); a screen can only ask for one that exists. */
export type MessageId = keyof typeof customer;
