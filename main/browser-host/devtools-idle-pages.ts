import type { Logger } from '../core/logger';
import type { CustomerIdleWatch, WatchedPage } from '../window/customer-idle-watch';
import { activityBinding, activityReporter, hideWarningScript, isolatedWorldName, showWarningScript } from '../window/idle-warning-overlay';
import type { DevtoolsConnection, DevtoolsEvent } from './devtools-connection';

// K4 in the browser host: every page of the kiosk's browser, as the customer idle watch drives it over DevTools. Our
// scripts run in an isolated world, so the provider's page can neither see nor stop them.

interface PageTarget {
  sessionId: string;
  url: string;
  frameId: string;
}

/** Follows every page of the browser: each is watched while it exists. Returns the stop. */
export async function watchBrowserPages(connection: DevtoolsConnection, watch: CustomerIdleWatch, log: Logger): Promise<() => void> {
  const pages = new Map<string, PageTarget>();
  const attaching = new Set<string>();

  const attach = async (targetId: string, url: string) => {
    if (attaching.has(targetId)) return;
    attaching.add(targetId);
    try {
      const { sessionId } = (await connection.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
      const send = (method: string, params: Record<string, unknown> = {}) => connection.send(method, params, sessionId);
      await send('Page.enable');
      // Bindings are called back only with the Runtime domain on.
      await send('Runtime.enable');
      await send('Runtime.addBinding', { name: activityBinding, executionContextName: isolatedWorldName });
      const reporter = activityReporter(`globalThis.${activityBinding}('')`);
      await send('Page.addScriptToEvaluateOnNewDocument', { source: reporter, worldName: isolatedWorldName });
      const { frameTree } = (await send('Page.getFrameTree')) as { frameTree: { frame: { id: string; url: string } } };
      const page: PageTarget = { sessionId, url: frameTree.frame.url || url, frameId: frameTree.frame.id };
      pages.set(sessionId, page);
      await evaluate(connection, page, reporter);
      watch.track(watchedPage(connection, page));
    } catch (error) {
      log.warn('customer idle: could not follow a page of the browser', { reason: error instanceof Error ? error.message : 'unknown' });
    }
  };

  const stop = connection.on((event: DevtoolsEvent) => {
    const { method, params, sessionId } = event;
    if (method === 'Target.targetCreated' || method === 'Target.targetInfoChanged') {
      const info = params['targetInfo'] as { targetId: string; type: string; url: string; attached?: boolean };
      if (info.type === 'page') void attach(info.targetId, info.url);
      return;
    }
    if (method === 'Target.detachedFromTarget' && typeof params['sessionId'] === 'string') {
      pages.delete(params['sessionId']);
      watch.untrack(params['sessionId']);
      return;
    }
    const page = sessionId === undefined ? undefined : pages.get(sessionId);
    if (!page) return;
    if (method === 'Runtime.bindingCalled' && params['name'] === activityBinding) watch.activity(page.sessionId);
    if (method === 'Page.frameNavigated') {
      const frame = params['frame'] as { id: string; url: string; parentId?: string };
      if (frame.parentId !== undefined) return;
      page.url = frame.url;
      page.frameId = frame.id;
      // A new page loaded counts as the customer being there.
      watch.activity(page.sessionId);
    }
  });
  await connection.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = (await connection.send('Target.getTargets')) as {
    targetInfos: { targetId: string; type: string; url: string }[];
  };
  await Promise.all(targetInfos.filter((info) => info.type === 'page').map((info) => attach(info.targetId, info.url)));
  return stop;
}

function watchedPage(connection: DevtoolsConnection, page: PageTarget): WatchedPage {
  return {
    id: page.sessionId,
    url: () => page.url,
    showWarning: (secondsLeft) => evaluate(connection, page, showWarningScript(secondsLeft)),
    hideWarning: () => evaluate(connection, page, hideWarningScript),
    leave: async (to) => {
      await connection.send('Page.navigate', { url: to }, page.sessionId);
      // Back must not bring the form, or what the browser kept of it, to the screen again (K4): the history goes once
      // our page has replaced the form (a command sent before that reaches the form's page, which is going).
      for (let waited = 0; page.url !== to && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await connection.send('Page.resetNavigationHistory', {}, page.sessionId);
    },
  };
}

/** Runs a script in the kiosk's isolated world of the page's current document. */
async function evaluate(connection: DevtoolsConnection, page: PageTarget, expression: string): Promise<void> {
  const { executionContextId } = (await connection.send(
    'Page.createIsolatedWorld',
    { frameId: page.frameId, worldName: isolatedWorldName },
    page.sessionId,
  )) as { executionContextId: number };
  await connection.send('Runtime.evaluate', { expression, contextId: executionContextId }, page.sessionId);
}
