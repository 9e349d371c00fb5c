import { controlEndpoints, type ControlEndpointId, type SeedName } from '../../shared/wire/control';
import { endpointIds, endpoints, type EndpointId } from '../../shared/wire/endpoints';
import { errors } from '../../shared/wire/errors';
import { formatTimestamp } from '../clock';
import type { Handler } from '../handler';
import { parseInput } from '../input';
import { setApplicationStatus } from '../lifecycle';
import type { Sandbox } from '../sandbox';
import { seeds } from '../seeds';
import type { SeedResult } from '../seeds/seed';
import { fail } from '../service-error';
import { emptyState, type MessageRecord } from '../state';
import { presentApplication } from './applications';

// D27: the control interface. No session: it exists only in the sandbox.

export function controlHandlers(sandbox: Sandbox, currentSeed: { name: SeedName }): Record<ControlEndpointId, Handler> {
  const clockReading = () => ({ now: formatTimestamp(sandbox.now()), pendingTimers: sandbox.clock.pending().length });
  return {
    getMessages: ({ query }) => {
      const { to } = parseInput(controlEndpoints.getMessages.query, query, errors.invalidInput);
      const messages = sandbox.state.messages.filter((m) => to === undefined || m.to.toLowerCase() === to.toLowerCase());
      return { messages: messages.map(presentMessage) };
    },
    getClock: () => ({ clock: clockReading() }),
    advanceClock: async ({ body }) => {
      const { seconds } = parseInput(controlEndpoints.advanceClock.body, body, errors.invalidInput);
      await sandbox.clock.advance(seconds);
      return { clock: clockReading() };
    },
    forceApplicationStatus: ({ params, body }) => {
      const { status } = parseInput(controlEndpoints.forceApplicationStatus.body, body, errors.invalidInput);
      const application = sandbox.state.applications.find((a) => a.id === params['id']) ?? fail(errors.applicationNotFound);
      setApplicationStatus(sandbox, application, status);
      return { application: presentApplication(application) };
    },
    reset: ({ body }) => {
      const { seed = currentSeed.name } = parseInput(controlEndpoints.reset.body, body, errors.invalidInput) ?? {};
      currentSeed.name = seed;
      return { seed, handout: resetTo(sandbox, seed) };
    },
    injectFault: ({ body }) => {
      const { endpoint, count, mode } = parseInput(controlEndpoints.injectFault.body, body, errors.invalidInput);
      const id = endpointIds.find((candidate) => candidate === endpoint) ?? fail(errors.invalidInput, { endpoint: ['Unknown endpoint'] });
      sandbox.state.faults[id] = { remaining: count, mode, ...faultAnswer(id) };
      return {};
    },
  };
}

/** Replaces everything but the clock's time with a fresh seed. */
export function resetTo(sandbox: Sandbox, seed: SeedName): SeedResult {
  const fresh = emptyState();
  fresh.clock = { ...sandbox.state.clock, timers: [] };
  Object.assign(sandbox.state, fresh);
  sandbox.clock.rebind(sandbox.state.clock);
  const handout = seeds[seed](sandbox);
  sandbox.changed();
  return handout;
}

/** An injected fault answers with the first 5xx the document lists for the endpoint. */
function faultAnswer(id: EndpointId) {
  const listed: readonly { http: number; status: number; message: string }[] = endpoints[id].errors;
  const { http, status, message } = listed.find((spec) => spec.http >= 500) ?? errors.internalError;
  return { http, status, message };
}

function presentMessage(message: MessageRecord) {
  return { ...message, sent: formatTimestamp(message.sent) };
}
