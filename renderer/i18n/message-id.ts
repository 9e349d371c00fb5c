import type customer from './messages/customer/en-AU.json';
import type handOver from './messages/hand-over/en-AU.json';
import type outcome from './messages/outcome/en-AU.json';
import type qr from './messages/qr/en-AU.json';

/** Every message id English defines (K14: English is the source); a screen can only ask for one that exists. */
export type MessageId = keyof typeof customer | keyof typeof handOver | keyof typeof outcome | keyof typeof qr;
