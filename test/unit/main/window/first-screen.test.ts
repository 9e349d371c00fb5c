import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../../../main/core/logger';
import { firstScreenBeside } from '../../../../main/window/first-screen';
import type { RendererFile } from '../../../../main/window/renderer-files';
import { servedPage } from '../../../../main/window/served-page';
import type { StartState } from '../../../../shared/contract/start-state';
import { firstScreenFile, firstScreenFolder } from '../../../../shared/first-screen-script';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';
import { firstScreenBuild } from '../../../../scripts/first-screen-build';

// The first screen main draws into each page with React's server rendering, from the module the build makes, imported as
// main imports it.

const state = (session: Partial<StartState['session']> = {}, displayName = 'Sam', branch = 'Sunrise Solar'): StartState => ({
  session: {
    profile: {
      id: 'profile_1',
      displayName,
      environment: 'training',
      branch: { accountId: 'account_1', name: branch },
      role: 'ADMINISTRATOR',
    },
    locked: false,
    staffPinChosen: true,
    keychain: { available: true },
    ...session,
  },
  kioskOptions: defaultKioskOptions,
});

const quiet = (said: string[] = []): Logger => ({
  info: () => undefined,
  warn: (message) => void said.push(message),
  error: (message) => void said.push(message),
});

const page = (): RendererFile => ({
  body: Buffer.from('<html><head></head><body><div id="root"></div></body></html>'),
  contentType: 'text/html; charset=utf-8',
});

let built: string;
let rendererDir: string;

beforeAll(async () => {
  built = await mkdtemp(join(tmpdir(), 'first-screen-'));
  rendererDir = join(built, 'renderer');
  await build(firstScreenBuild(join(built, firstScreenFolder)));
}, 120_000);

afterAll(() => rm(built, { recursive: true, force: true }));

describe('the first screen drawn by main', () => {
  it('is the calculator of an unlocked kiosk, in the staff frame of the profile in use, busy until React hydrates it', async () => {
    const markup = await firstScreenBeside(rendererDir, quiet())(state());
    expect(markup).toContain('<h1>Repayment calculator</h1>');
    expect(markup).toContain('Sunrise Solar');
    expect(markup).toMatch(/<input[^>]*inputMode="decimal"[^>]*autofocus=""/);
    // Its buttons do nothing until then, and say so through the frame (renderer/hydrated.ts); none is rewritten.
    expect(markup).toMatch(/^<div class="frame" aria-busy="true">/);
    expect(markup).not.toContain('aria-disabled');
  });

  it('draws each start state from its own store: a second profile is not drawn with the first one’s branch', async () => {
    const firstScreen = firstScreenBeside(rendererDir, quiet());
    expect(await firstScreen(state({}, 'Sam', 'Sunrise Solar'))).toContain('Sunrise Solar');
    const other = await firstScreen(state({}, 'Alex', 'Cool Air Co'));
    expect(other).toContain('Cool Air Co');
    expect(other).not.toContain('Sunrise Solar');
  });

  it('is nothing for a locked kiosk (K11), one with no profile in use, or one whose PIN is not chosen yet: the browser draws those', async () => {
    const firstScreen = firstScreenBeside(rendererDir, quiet());
    expect(await firstScreen(state({ locked: true }))).toBe('');
    expect(await firstScreen(state({ profile: null }))).toBe('');
    // Issue 38: the first staff PIN comes before any staff screen.
    expect(await firstScreen(state({ staffPinChosen: false }))).toBe('');
  });

  it('writes a branch holding markup as text, never as elements', async () => {
    const markup = await firstScreenBeside(rendererDir, quiet())(state({}, 'Sam', '<img src=x onerror=alert(1)>'));
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toContain('<img');
  });

  it('is nothing, said once in the log, when no module is beside the renderer', async () => {
    const said: string[] = [];
    const firstScreen = firstScreenBeside(join(built, 'elsewhere', 'renderer'), quiet(said));
    expect(await firstScreen(state())).toBe('');
    expect(await firstScreen(state())).toBe('');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^first screen: none to draw/);
  });

  it('is nothing, with an error in the log, when the rendering throws: the page still comes', async () => {
    const faulty = join(built, 'faulty');
    await mkdir(join(faulty, firstScreenFolder), { recursive: true });
    await writeFile(join(faulty, firstScreenFolder, firstScreenFile), 'export function renderFirstScreen() { throw new Error("broken"); }');
    const said: string[] = [];
    expect(await firstScreenBeside(join(faulty, 'renderer'), quiet(said))(state())).toBe('');
    expect(said).toEqual(['first screen: could not draw it; the browser draws it']);
  });

  it('draws with the module built last, as `npm run dev` rebuilds it beside the renderer', async () => {
    const rebuilt = join(built, 'rebuilt');
    const module = join(rebuilt, firstScreenFolder, firstScreenFile);
    await mkdir(join(rebuilt, firstScreenFolder), { recursive: true });
    await writeFile(module, 'export const renderFirstScreen = () => "<p>before</p>";');
    const firstScreen = firstScreenBeside(join(rebuilt, 'renderer'), quiet());
    expect(await firstScreen(state())).toBe('<p>before</p>');
    await writeFile(module, 'export const renderFirstScreen = () => "<p>after</p>";');
    await utimes(module, new Date(), new Date(Date.now() + 1000));
    expect(await firstScreen(state())).toBe('<p>after</p>');
  });
});

describe('a served page', () => {
  it('holds the first screen inside its root, after its start state', async () => {
    const html = (await servedPage(page(), state(), '', firstScreenBeside(rendererDir, quiet()))).body.toString('utf8');
    expect(html).toMatch(
      /<script type="application\/json" id="kiosk-start-state">.*<\/script>\n<\/head><body><div id="root"><div class="frame" aria-busy="true">.*<\/div><\/body>/s,
    );
  });

  it('leaves the root empty for an address with a query (a checkout’s return, a test’s settings), or with no start state', async () => {
    const firstScreen = firstScreenBeside(rendererDir, quiet());
    expect((await servedPage(page(), state(), '?idle=5', firstScreen)).body.toString('utf8')).toContain('<div id="root"></div>');
    expect((await servedPage(page(), null, '', firstScreen)).body.toString('utf8')).toContain('<div id="root"></div>');
  });
});
