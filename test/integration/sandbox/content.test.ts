import { beforeAll, describe, expect, it } from 'vitest';
import { categorySlug, contentTypes, productCategoryNames } from '../../../shared/enums';
import { timestamp } from '../../../shared/wire/common';
import { errors, type ErrorSpec } from '../../../shared/wire/errors';
import { errorOf, useSandbox, type SessionPair } from './harness';

const spec = ({ http, status, message }: ErrorSpec) => ({ http, status, message });
const v = '/rest/vendor/v1';

describe('Content and product categories (D21, D22)', () => {
  const sb = useSandbox();
  let session: SessionPair;

  beforeAll(async () => {
    session = await sb.current.login();
  });

  describe('Get Content', () => {
    it.each(contentTypes)('returns %s in any case, on both path forms (D1, D21)', async (type) => {
      for (const path of [`${v}/content/${type}`, `/rest/v1/vendor/content/${type.toLowerCase()}`]) {
        const answer = await sb.current.request('GET', path, { session });
        expect(answer.http).toBe(200);
        expect(answer.body).toEqual({
          status: 2000,
          content: { content_type: type, version: expect.any(String), content: expect.stringContaining('SANDBOX') },
        });
        expect(timestamp.safeParse(answer.body.content.version).success).toBe(true);
      }
    });

    it('400/4402 Invalid input for anything but a content type (D21)', async () => {
      for (const type of ['EULA', 'TNC2', 'privacy-policy', '%20']) {
        const answer = await sb.current.request('GET', `${v}/content/${type}`, { session });
        expect(errorOf(answer), type).toEqual(spec(errors.invalidInput));
        expect(answer.body.errors, type).toEqual({ contentType: [expect.any(String)] });
      }
    });
  });

  describe('Get Product Categories', () => {
    it('lists the document’s twenty categories with their slugs and served icons (D22)', async () => {
      const answer = await sb.current.request('GET', `${v}/product-categories`, { session });
      expect(answer.http).toBe(200);
      expect(answer.body.productCategories).toEqual(
        productCategoryNames.map((name) => ({
          name,
          slug: categorySlug(name),
          icon: `${sb.current.baseUrl}/static/category-icons/${categorySlug(name)}.svg`,
        })),
      );
    });

    it('makes URL-safe, distinct slugs: lower case, one "-" per run of other characters (D22)', async () => {
      const answer = await sb.current.request('GET', `/rest/v1/vendor/product-categories`, { session });
      const slugs: string[] = answer.body.productCategories.map((category: { slug: string }) => category.slug);
      expect(new Set(slugs).size).toBe(20);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugs).toContain('pool-heating-systems-solar-pump-gas');
      expect(slugs).toContain('storage-battery-s');
    });

    it('answers a query parameter 400/4402 Invalid input (D3)', async () => {
      expect(errorOf(await sb.current.request('GET', `${v}/product-categories?page=2`, { session }))).toEqual(spec(errors.invalidInput));
    });
  });

  describe('Category icons (D22)', () => {
    /** Our drawings use only these elements, so a well-formed icon matches this shape exactly. */
    const iconShape =
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img"><title>([^<>&]+)<\/title>((?:<(?:path d="[MmLlHhVvCcSsAaZz0-9 .,-]+"|rect(?: [a-z]+="[0-9.]+")+|circle(?: [a-z]+="[0-9.]+")+)\/>)+)<\/svg>\n$/;

    it('serves every category’s icon: 200, image/svg+xml, cache headers, a 24×24 SVG titled with its name, no two alike', async () => {
      const categories = (await sb.current.request('GET', `${v}/product-categories`, { session })).body.productCategories;
      const drawings = new Set<string>();
      for (const { name, icon } of categories) {
        const response = await fetch(icon);
        expect(response.status, name).toBe(200);
        expect(response.headers.get('content-type'), name).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers.get('cache-control'), name).toMatch(/max-age=\d+/);
        expect(response.headers.get('etag'), name).toMatch(/^"[0-9a-f]+"$/);
        const match = iconShape.exec(await response.text());
        expect(match, name).not.toBeNull();
        expect(match?.[1]).toBe(name);
        drawings.add(match?.[2] ?? '');
      }
      expect(drawings.size).toBe(20);
    });

    it('answers 304 Not Modified to a matching If-None-Match', async () => {
      const path = '/static/category-icons/flooring.svg';
      const etag = (await sb.current.request('GET', path)).headers.get('etag') ?? '';
      const again = await sb.current.request('GET', path, { headers: { 'if-none-match': etag } });
      expect(again.http).toBe(304);
      expect(again.body).toBe('');
    });

    it('answers an unknown icon 404/4040 Not found (D3)', async () => {
      for (const file of ['nope.svg', 'flooring', 'Flooring.svg', '..%2Fserver.ts']) {
        expect(errorOf(await sb.current.request('GET', `/static/category-icons/${file}`)), file).toEqual(spec(errors.notFound));
      }
    });
  });
});
