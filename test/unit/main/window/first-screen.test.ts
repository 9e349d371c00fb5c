import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../../../main/core/logger';
import { firstScreenBeside } from '../../../../main/window/first-screen';
import type { RendererFile } from '../../../../main/window/renderer-files';
import { servedPage } from '../../../../main/window/served-page';
import type { StartState } from '../../../../shared/contract/start-state';
import { firstScreenFile, firstScreenFolder, firstScreenGlobal } from '../../../../shared/first-screen-script';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';
import { firstScreenBuild } from '../../../../scripts/first-screen-build';

// The first screen main draws into each page, from the script the build makes, run as main runs it.

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
  it('is the calculator of an unlocked kiosk, in the staff frame of the profile in use, its buttons not ready yet', async () => {
    const markup = await firstScreenBeside(rendererDir, quiet())(state());
    expect(markup).toContain('<h1>Repayment calculator</h1>');
    expect(markup).toContain('Sunrise Solar');
    expect(markup).toMatch(/<input[^>]*inputMode="decimal"[^>]*autofocus=""/);
    const buttons = markup.match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(5);
    expect(buttons.every((button) => button.includes('aria-disabled="true"'))).toBe(true);
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

  it('is nothing, said once in the log, when no script is beside the renderer', async () => {
    const said: string[] = [];
    const firstScreen = firstScreenBeside(join(built, 'elsewhere', 'renderer'), quiet(said));
    expect(await firstScreen(state())).toBe('');
    expect(await firstScreen(state())).toBe('');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^first screen: none to draw/);
  });

  it.each([
    ['throws', 'throw new Error("broken")'],
    ['never ends', 'for (;;) {}'],
  ])('is nothing, with an error in the log, when the script %s: the page still comes', async (fault, body) => {
    const faulty = join(built, `faulty-${fault.replace(/\W/g, '-')}`);
    await mkdir(join(faulty, firstScreenFolder), { recursive: true });
    await writeFile(join(faulty, firstScreenFolder, firstScreenFile), `var ${firstScreenGlobal} = { firstScreenMarkup() { ${body} } };`);
    const said: string[] = [];
    const started = Date.now();
    expect(await firstScreenBeside(join(faulty, 'renderer'), quiet(said))(state())).toBe('');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(said).toEqual(['first screen: could not draw it; the browser draws it']);
  });
});

describe('a served page', () => {
  it('holds the first screen inside its root, after its start state', async () => {
    const html = (await servedPage(page(), state(), '', firstScreenBeside(rendererDir, quiet()))).body.toString('utf8');
    expect(html).toMatch(
      /<script type="application\/json" id="kiosk-start-state">.*<\/script>\n<\/head><body><div id="root"><div class="frame">.*<\/div><\/body>/s,
    );
  });

  it('leaves the root empty for an address with a query (a checkout’s return, a test’s settings), or with no start state', async () => {
    const firstScreen = firstScreenBeside(rendererDir, quiet());
    expect((await servedPage(page(), state(), '?idle=5', firstScreen)).body.toString('utf8')).toContain('<div id="root"></div>');
    expect((await servedPage(page(), null, '', firstScreen)).body.toString('utf8')).toContain('<div id="root"></div>');
  });
});
