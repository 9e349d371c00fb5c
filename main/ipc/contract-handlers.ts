import type { KioskServices } from '../services/kiosk';
import type { ContractHandlers } from './registry';

/** Which use case answers which channel. */
export function contractHandlers(services: KioskServices): ContractHandlers {
  const { session, profiles, calculator, quotes, callouts, checkout, handOver, applications, documents, content, training, outbox } =
    services;
  return {
    'session:status': () => session.status(),
    'session:signOut': () => session.signOut(),
    'session:lock': ({ pin }) => session.lock(pin),
    'session:unlock': ({ pin }) => session.unlock(pin),
    'session:changePin': ({ currentPin, newPin }) => session.changePin(currentPin, newPin),
    'session:clearLockOut': ({ profileId, pin }) => session.clearLockOut(profileId, pin),
    'profiles:list': () => session.listProfiles(),
    'profiles:select': ({ profileId }) => session.select(profileId),
    'profiles:branches': (input) => profiles.branches(input),
    'profiles:add': (input) => profiles.add(input),
    'profiles:remove': ({ profileId }) => profiles.remove(profileId),
    'accounts:list': () => content.accounts(),
    'calculator:repayment': (input) => calculator.repayment(input),
    'calculator:breakdown': (input) => calculator.breakdown(input),
    'calculator:compareTerms': (input) => calculator.compareTerms(input),
    'categories:list': () => content.categories(),
    'content:get': ({ contentType }) => content.content(contentType),
    'quotes:create': (input) => quotes.create(input),
    'quotes:list': (filter) => quotes.list(filter),
    'quotes:resend': ({ id }) => quotes.resend(id),
    'quotes:cancel': ({ id }) => quotes.cancel(id),
    'callouts:create': (input) => callouts.create(input),
    'callouts:list': () => callouts.list(),
    'checkout:start': (order) => checkout.start(order),
    'checkout:return': ({ query }) => checkout.verifyReturn(query),
    'handOver:keep': (held) => handOver.keep(held),
    'handOver:read': () => handOver.read(),
    'handOver:forget': () => handOver.forget(),
    'secureCode:send': ({ mobile, confirmRepeat }) => applications.sendSecureCode(mobile, confirmRepeat),
    'applications:list': (filter) => applications.list(filter),
    'applications:get': ({ id }) => applications.get(id),
    'applications:setReference': ({ id, reference_number }) => applications.setReference(id, reference_number),
    'applications:requestPayment': ({ id }) => applications.requestPayment(id),
    'applications:kioskRecord': ({ id }) => applications.kioskRecord(id),
    'documents:list': ({ applicationId }) => documents.list(applicationId),
    'documents:upload': ({ applicationId, ...body }) => documents.upload(applicationId, body),
    'training:messages': ({ to }) => training.messages(to),
    'training:clock': () => training.clock(),
    'training:advance': ({ seconds }) => training.advance(seconds),
    'outbox:list': () => outbox.list(),
    'outbox:resolve': ({ id, action }) => outbox.resolve(id, action),
  };
}
