import { describe, expect, it } from 'vitest';
import { withStartState } from '../../../../main/window/start-state';
import type { RendererFile } from '../../../../main/window/renderer-files';
import { startStateElementId, type StartState } from '../../../../shared/contract/start-state';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';

const page = (html: string): RendererFile => ({ body: Buffer.from(html), contentType: 'text/html; charset=utf-8' });

const state = (displayName: string): StartState => ({
  session: {
    profile: {
      id: 'profile_1',
      displayName,
      environment: 'training',
      branch: { accountId: 'account_1', name: 'Sunrise Solar' },
      role: 'ADMINISTRATOR',
    },
    locked: true,
    keychain: { available: true },
  },
  kioskOptions: defaultKioskOptions,
});

function served(file: RendererFile): { html: string; data: unknown } {
  const html = file.body.toString('utf8');
  const text = new RegExp(`<script type="application/json" id="${startStateElementId}">(.*?)</script>`, 's').exec(html)?.[1];
  return { html, data: text === undefined ? undefined : JSON.parse(text) };
}

describe('the start state in a served page', () => {
  it('is JSON data at the end of the head, after the page’s charset line, never script that runs', () => {
    const { html, data } = served(withStartState(page('<!doctype html><html><head><meta charset="utf-8"></head></html>'), state('Sam')));
    expect(html).toMatch(
      new RegExp(
        `^<!doctype html><html><head><meta charset="utf-8"><script type="application/json" id="${startStateElementId}">.*</script>\\n</head></html>$`,
      ),
    );
    expect(data).toEqual(state('Sam'));
  });

  it('cannot be closed early by a name that holds markup: the page keeps exactly one element, with the name whole', () => {
    const name = '</script><script>alert(1)</script><!--';
    const { html, data } = served(withStartState(page('<html><head></head><body></body></html>'), state(name)));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(data).toEqual(state(name));
  });

  it('leaves the page as it is without a start state, and any other file always', () => {
    const html = page('<html><head></head></html>');
    expect(withStartState(html, null)).toBe(html);
    const script: RendererFile = { body: Buffer.from('console.log(1)'), contentType: 'text/javascript' };
    expect(withStartState(script, state('Sam')).body.toString()).toBe('console.log(1)');
  });
});
