import { z } from 'zod';
import { administrationChannels } from './contract/administration';
import { alertChannels, alertEvents } from './contract/alerts';
import { kioskOptionsChannels } from './contract/kiosk-options';
import { kioskSetUpChannels } from './contract/kiosk-set-up';
import { diagnosticsChannels } from './contract/diagnostics';
import { updateChannels, updateStatus } from './contract/updates';
import { calculatorChannels } from './contract/calculator';
import { checkoutOutcome, checkoutRequest, checkoutReturnInput, startCheckoutInput } from './contract/checkout';
import { dashboardChannels } from './contract/dashboard';
import { documentTypeList } from './contract/document-types';
import { handOver, heldHandOver } from './contract/hand-over';
import { applicationId, recordId } from './contract/ids';
import { kioskResult, type KioskResult } from './contract/kiosk-error';
import { applicationKioskRecord, callbackList } from './contract/kiosk-records';
import { applicationsPage, listFilter, quotesPage } from './contract/lists';
import {
  addProfileInput,
  profileBranches,
  profileCredentialsInput,
  profileList,
  removeProfileInput,
  selectProfileInput,
} from './contract/profiles';
import { profileSummary, sessionChannels, sessionStatus } from './contract/session';
import { outboxChannels, outboxSnapshot, sentOrQueued } from './contract/outbox';
import { quoteDetail } from './contract/quote-detail';
import { quotePdfChannels } from './contract/quote-pdf';
import { statusChanges } from './contract/watch';
import { maxDocumentBytes } from './documents';
import { contentTypes } from './enums';
import { staffPin } from './staff-pin';
import { typedMobile } from './typed-mobile';
import { account } from './wire/accounts';
import {
  application,
  applicationDocument,
  applicationDocumentType,
  createDocumentBody,
  secureCodeBody,
  updateApplicationBody,
} from './wire/applications';
import { callout, createCalloutBody } from './wire/callouts';
import { content } from './wire/content';
import { clockReading, controlEndpoints, sandboxMessage } from './wire/control';
import { productCategory } from './wire/product-categories';
import { createQuoteBody, quote } from './wire/quotes';

// The one contract between the screens and the main process (docs/house-plan.md, "One contract, three uses"):
// main/ipc registers a handler per channel, preload builds window.kiosk from it, the renderer takes its types.
// Bodies the service defines are reused as they are; the branch (account) is always the signed-in profile's.

const noInput = z.strictObject({});
const byRecordId = z.strictObject({ id: recordId });
const byApplicationId = z.strictObject({ id: applicationId });

/** The largest document D16 takes, in base64 with its padding. */
const maxDocumentBase64 = 4 * Math.ceil(maxDocumentBytes / 3);

export const contract = {
  ...sessionChannels,
  'profiles:list': { input: noInput, output: profileList },
  'profiles:select': { input: selectProfileInput, output: sessionStatus },
  'profiles:branches': { input: profileCredentialsInput, output: profileBranches },
  'profiles:add': { input: addProfileInput, output: profileSummary },
  'profiles:remove': { input: removeProfileInput, output: profileList },
  'accounts:list': { input: noInput, output: z.object({ accounts: z.array(account) }) },
  ...calculatorChannels,
  'categories:list': { input: noInput, output: z.object({ categories: z.array(productCategory) }) },
  'content:get': { input: z.strictObject({ contentType: z.enum(contentTypes) }), output: content },
  // K8: every write goes through the outbox; those that can wait answer `queued` while the service is away.
  'quotes:create': { input: createQuoteBody.omit({ account_id: true }), output: sentOrQueued(quote) },
  'quotes:list': { input: listFilter, output: quotesPage },
  // Get Quote, for one quote's detail view.
  'quotes:get': { input: byRecordId, output: quoteDetail },
  'quotes:resend': { input: byRecordId, output: quote },
  'quotes:cancel': { input: byRecordId, output: quote },
  // D17: the apply link is only in the quote email; training reads it from the sandbox's messages (D27) for the QR
  // hand-off, elsewhere the kiosk cannot know its token and answers null.
  'quotes:applyLink': {
    input: z.strictObject({ id: recordId, email: z.string().max(254) }),
    output: z.object({ link: z.string().nullable() }),
  },
  // Issue 38 item 7: the quote's PDF kept in the Downloads folder, and that folder shown.
  ...quotePdfChannels,
  // K7: the same call-back within 30 minutes of one that may have gone is refused unless staff confirm it.
  'callouts:create': {
    input: createCalloutBody.omit({ account_id: true }).extend({ confirmRepeat: z.boolean().optional() }),
    output: sentOrQueued(callout),
  },
  // D18, K8: the call-backs asked for from this kiosk, read back from its outbox; K4: refused while locked.
  'callouts:list': { input: noInput, output: callbackList },
  'checkout:start': { input: startCheckoutInput, output: checkoutRequest },
  'checkout:return': { input: checkoutReturnInput, output: checkoutOutcome },
  // K6: the customer's screen, held by main while locked so a reload keeps customer mode; memory only, gone on unlock (K4).
  'handOver:keep': { input: handOver, output: z.object({}) },
  'handOver:read': { input: noInput, output: heldHandOver },
  'handOver:forget': { input: noInput, output: z.object({}) },
  'secureCode:send': {
    input: secureCodeBody.extend({ mobile: typedMobile, confirmRepeat: z.boolean().optional() }),
    output: z.object({ token: z.string() }),
  },
  'applications:list': { input: listFilter, output: applicationsPage },
  'applications:get': { input: byApplicationId, output: application },
  'applications:setReference': { input: updateApplicationBody.extend({ id: applicationId }), output: sentOrQueued(application) },
  // K7-style: refused while a payment request from this kiosk stands and the application's status has not changed.
  'applications:requestPayment': { input: byApplicationId, output: application },
  // K8: the invoices and the payment request this kiosk sent for the application, from its outbox record.
  'applications:kioskRecord': { input: byApplicationId, output: applicationKioskRecord },
  'documents:list': {
    input: z.strictObject({ applicationId }),
    output: z.object({ documents: z.array(applicationDocument) }),
  },
  // D16: Get Application Document Types, kept by main for the session; the screens fall back to D16's list.
  'documents:types': { input: noInput, output: documentTypeList },
  'documents:upload': {
    input: createDocumentBody.extend({
      applicationId,
      invoice_type: applicationDocumentType,
      filecontent: createDocumentBody.shape.filecontent.max(maxDocumentBase64),
    }),
    output: sentOrQueued(applicationDocument),
  },
  'training:messages': {
    input: z.strictObject({ to: z.string().max(254).optional() }),
    output: z.object({ messages: z.array(sandboxMessage) }),
  },
  'training:clock': { input: noInput, output: clockReading },
  'training:advance': { input: controlEndpoints.advanceClock.body, output: clockReading },
  // K11: closing or quitting a locked kiosk (or one in customer mode) asks for the staff PIN that unlocks it.
  'app:quit': { input: z.strictObject({ pin: z.optional(staffPin) }), output: z.object({ quitting: z.boolean() }) },
  ...outboxChannels,
  // Administration, K9: ADMINISTRATOR profiles only, the staff PIN again for each change; each channel's doc is in the file.
  ...administrationChannels,
  // Fleet set-up: this kiosk's options and its set-up files (no secrets, K1).
  ...kioskOptionsChannels,
  ...kioskSetUpChannels,
  // K12: an administrator's diagnostics file (versions, counts, the scrubbed log; never a customer or a secret).
  ...diagnosticsChannels,
  ...updateChannels,
  // The branch dashboard: the branch at a glance, counted in main from Get Quotes and Get Applications (D4, D8).
  ...dashboardChannels,
  // Issue 38 item 12: what needs the salesperson (approved with no payment requested, no invoice, referred).
  ...alertChannels,
} as const satisfies Record<`${string}:${string}`, { input: z.core.$ZodType; output: z.core.$ZodType }>;

export type Contract = typeof contract;
export type Channel = keyof Contract;

/** What a caller sends. */
export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>;
/** What a handler receives, once the input schema has parsed it. */
export type ParsedInput<C extends Channel> = z.output<Contract[C]['input']>;
export type ChannelOutput<C extends Channel> = z.output<Contract[C]['output']>;
export type ChannelResult<C extends Channel> = KioskResult<ChannelOutput<C>>;

export function isChannel(name: string): name is Channel {
  return Object.hasOwn(contract, name);
}

export const channels: readonly Channel[] = Object.keys(contract).filter(isChannel);

export { channelParts } from './contract/channel-parts';

// Indexing this mapped type with a generic channel keeps each schema's own types. Zod's core type: the first screen's
// domains are zod/mini schemas (issue 37), the rest full zod; parse them with `z.safeParse(schema, …)`.
type ChannelSchemas = {
  [C in Channel]: { input: z.core.$ZodType<ParsedInput<C>, ChannelInput<C>>; output: z.core.$ZodType<ChannelOutput<C>> };
};
const schemas: ChannelSchemas = contract;

export function inputSchema<C extends Channel>(channel: C): z.core.$ZodType<ParsedInput<C>, ChannelInput<C>> {
  return schemas[channel].input;
}

export function outputSchema<C extends Channel>(channel: C): z.core.$ZodType<ChannelOutput<C>> {
  return schemas[channel].output;
}

export function resultSchema<C extends Channel>(channel: C) {
  return kioskResult(outputSchema(channel));
}

/**
 * What main pushes to the screens, beside the calls they make (VS Code's `listen` beside `call`): status changes and,
 * later, outbox progress. Each payload is checked on arrival like a channel's answer; polling is no substitute.
 */
export const events = {
  'watch:statusChanged': statusChanges,
  // Events may have been lost (the screens' stream broke for longer than its replay covers, or changes were
  // withheld while the kiosk was locked for a customer): reload what is on screen.
  'events:missed': z.strictObject({}),
  // K8: the outbox changed (an entry's state, online or offline); the whole small snapshot, so screens just show it.
  'outbox:changed': outboxSnapshot,
  // A document on its way: bytes handed to the network so far, for a real progress bar.
  'outbox:progress': z.object({ id: z.string(), sentBytes: z.number().int().min(0), totalBytes: z.number().int().min(0) }),
  // K11: someone closed the window (or quit) while the kiosk was locked: the screens ask for the staff PIN (app:quit).
  'app:closeRequested': z.strictObject({}),
  // K13: the update's state changed (checking, downloading, waiting and why): This kiosk shows it as it goes.
  'updates:changed': updateStatus,
  // Issue 38 item 12: the Needs you list, and status alerts (K4, K12: numbers and statuses, never a customer).
  ...alertEvents,
} as const satisfies Record<`${string}:${string}`, z.core.$ZodType>;

export type KioskEvent = keyof typeof events;
export type EventPayload<E extends KioskEvent> = z.output<(typeof events)[E]>;

export function isKioskEvent(name: string): name is KioskEvent {
  return Object.hasOwn(events, name);
}

export const kioskEvents: readonly KioskEvent[] = Object.keys(events).filter(isKioskEvent);

type EventSchemas = { [E in KioskEvent]: z.core.$ZodType<EventPayload<E>> };
const eventSchemas: EventSchemas = events;

export function eventSchema<E extends KioskEvent>(event: E): z.core.$ZodType<EventPayload<E>> {
  return eventSchemas[event];
}

/** Electron IPC carries events on their own names, apart from the request channels. */
export function eventIpcChannel(event: KioskEvent): string {
  return `event:${event}`;
}

export type { KioskError, KioskErrorCode, KioskResult } from './contract/kiosk-error';
