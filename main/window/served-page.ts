import type { StartState } from '../../shared/contract/start-state';
import type { FirstScreen } from './first-screen';
import { intoPageRoot } from './page-root';
import type { RendererFile } from './renderer-files';
import { withStartState } from './start-state';

/**
 * A page as main serves it: its start state in the head and, for the kiosk's own address, its first screen already
 * drawn. A query means a checkout's return or a test's settings, which the screens act on first: those draw in the
 * browser.
 */
export async function servedPage(
  file: RendererFile,
  state: StartState | null,
  query: string,
  firstScreen: FirstScreen,
): Promise<RendererFile> {
  const withState = withStartState(file, state);
  if (state === null || query !== '') return withState;
  return intoPageRoot(withState, await firstScreen(state));
}
