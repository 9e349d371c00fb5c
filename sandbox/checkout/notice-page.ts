import { html, type Html } from './html';
import { pageDocument } from './page-frame';

// A page that tells the customer one thing: the application is in, the link no longer works, the shop's
// request was not right. Plain words, no stack, and the way on when there is one.

export interface Notice {
  title: string;
  tone: 'success' | 'problem' | 'info';
  paragraphs: readonly (string | Html)[];
  /** A button or link that takes the customer on, when there is one. */
  next?: Html | false;
}

export function noticePage({ title, tone, paragraphs, next }: Notice): Html {
  return pageDocument({
    title,
    main: html`<div class="notice notice-${tone}">
  <span class="notice-icon" aria-hidden="true"></span>
  <h1 class="heading">${title}</h1>
  ${paragraphs.map((paragraph) => html`<p class="notice-text">${paragraph}</p>`)}
  ${next && html`<div class="actions">${next}</div>`}
</div>`,
  });
}
