import { categorySlug, contentTypes, productCategoryNames } from '../../shared/enums';
import { emptyQuery } from '../../shared/wire/common';
import { contentParams, type Content } from '../../shared/wire/content';
import { errors } from '../../shared/wire/errors';
import type { ProductCategory } from '../../shared/wire/product-categories';
import { formatTimestamp } from '../clock';
import type { Handlers } from '../handler';
import { parseInput } from '../input';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';
import type { ContentRecord } from '../store/record-schemas';
import { categoryIconUrl } from './category-icons';

export function contentHandlers(sandbox: Sandbox): Handlers<'getContent' | 'getProductCategories'> {
  return {
    getContent: ({ params }) => {
      const { contentType } = parseInput(contentParams, params, errors.invalidInput);
      // D21: the content type in any case.
      const type = contentTypes.find((known) => known === contentType.toUpperCase());
      if (!type) fail(errors.invalidInput, { contentType: [`Must be one of ${contentTypes.join(', ')}`] });
      const text = sandbox.store.content.get(type) ?? fail(errors.notFound);
      return { content: presentContent(text) };
    },
    getProductCategories: ({ query }) => {
      parseInput(emptyQuery, query, errors.invalidInput);
      return { productCategories: productCategoryNames.map((name) => presentCategory(sandbox, name)) };
    },
  };
}

/** D21: `version` is when the text was published. */
function presentContent(text: ContentRecord): Content {
  return { content_type: text.content_type, version: formatTimestamp(text.version), content: text.content };
}

/** D22: the document's twenty names, each with its slug and an icon the sandbox serves. */
function presentCategory(sandbox: Sandbox, name: string): ProductCategory {
  const slug = categorySlug(name);
  return { name, slug, icon: categoryIconUrl(sandbox, slug) };
}
