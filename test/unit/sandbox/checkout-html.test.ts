import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from '../../../sandbox/checkout/html';

describe('checkout HTML templates', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const hostile = `"><script>alert('x')</script>&`;
    expect(html`<p title="${hostile}">${hostile}</p>`.text).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>',
    );
    expect(escapeHtml('a & b')).toBe('a &amp; b');
  });

  it('keeps markup built by html as it is, and escapes plain strings in lists', () => {
    const items = ['<b>', 'ok'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.text).toBe('<ul><li>&lt;b&gt;</li><li>ok</li></ul>');
    expect(html`${['<i>', html`<i>`]}`.text).toBe('&lt;i&gt;<i>');
  });

  it('renders false, null and undefined as nothing, and numbers as text', () => {
    const shown = false as boolean;
    expect(html`[${shown && html`<b>`}${null}${undefined}${0}${''}]`.text).toBe('[0]');
  });
});
