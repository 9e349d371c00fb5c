// Server-rendered HTML where escaping is the default: every value put into an `html` template is escaped
// unless it is itself markup built by `html`.

/** Markup that is safe to send: built by `html`, every interpolated value escaped. */
export class Html {
  constructor(readonly text: string) {}
}

export type HtmlPart = Html | string | number | false | null | undefined | readonly HtmlPart[];

export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): Html {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(text);
}

/** `false`, `null` and `undefined` render nothing, so `${condition && html`…`}` reads naturally. */
function render(value: HtmlPart): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'object') return value instanceof Html ? value.text : value.map(render).join('');
  return escapeHtml(String(value));
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
