import type { BrowserContext } from '@playwright/test';

// K15: the kiosk serves its screens only to a browser it let in with a one-time address. The bench trades the
// address `npm start` printed once, as a browser would, and gives each fresh context it opens that session's cookie,
// so the runs still share nothing else (no cache).

/** A page to time, and what a fresh context needs before it may load it. */
export interface BenchPage {
  url: string;
  prepare?(context: BrowserContext): Promise<void>;
}

export async function letIn(address: string): Promise<BenchPage> {
  const answer = await fetch(address, { redirect: 'manual' });
  const cookie = /^([^=;]+)=([^;]*)/.exec(answer.headers.get('set-cookie') ?? '');
  if (answer.status !== 303 || !cookie?.[1] || cookie[2] === undefined) throw new Error(`${address} let nobody in (${answer.status})`);
  const [, name, value] = cookie;
  const url = `${new URL(address).origin}/`;
  return {
    url,
    prepare: (context) => context.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Strict' }]),
  };
}
