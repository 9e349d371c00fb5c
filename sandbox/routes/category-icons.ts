import { categorySlug, productCategoryNames } from '../../shared/enums';
import { errors } from '../../shared/wire/errors';
import { categoryIconSvg } from '../category-icon-svgs';
import { sha256Hex } from '../random';
import type { Sandbox } from '../sandbox';
import { sendError, type RouteRegistrar } from '../server';

// D22: the product categories' icons, served by the sandbox itself as static SVG files.

const iconsPath = '/static/category-icons';

/** Icons never change while the sandbox runs: a day in any cache, then revalidated by ETag. */
const cacheControl = 'public, max-age=86400';

const icons = new Map(
  productCategoryNames.map((name) => {
    const svg = categoryIconSvg(name);
    return [`${categorySlug(name)}.svg`, { svg, etag: `"${sha256Hex(svg).slice(0, 16)}"` }];
  }),
);

export function categoryIconUrl(sandbox: Sandbox, slug: string): string {
  return `${sandbox.baseUrl}${iconsPath}/${slug}.svg`;
}

export function categoryIconRoutes(_sandbox: Sandbox): RouteRegistrar {
  return (app) => {
    app.get<{ Params: { file: string } }>(`${iconsPath}/:file`, (request, reply) => {
      const icon = icons.get(request.params.file);
      if (!icon) return sendError(reply, errors.notFound);
      reply.header('cache-control', cacheControl).header('etag', icon.etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(icon.svg);
    });
  };
}
