import type { ContentType } from '../../shared/enums';
import type { Account } from '../../shared/wire/accounts';
import type { Content } from '../../shared/wire/content';
import type { ProductCategory } from '../../shared/wire/product-categories';
import type { SessionService } from '../session/session-service';

/** What the service publishes for every screen: branches, product categories (D22) and legal texts (D21). */
export class ContentService {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  async accounts(): Promise<{ accounts: Account[] }> {
    return { accounts: (await this.#session.call((vendor) => vendor.getAccounts())).accounts };
  }

  /** Icons come inline (data: URLs), so the screens' CSP can stay `img-src 'self' data:` (D22). */
  async categories(): Promise<{ categories: ProductCategory[] }> {
    const categories = (await this.#session.call((vendor) => vendor.getProductCategories())).productCategories;
    return { categories: await Promise.all(categories.map(async (category) => ({ ...category, icon: await inlineIcon(category.icon) }))) };
  }

  async content(contentType: ContentType): Promise<Content> {
    return (await this.#session.call((vendor) => vendor.getContent({ contentType }))).content;
  }
}

const maxIconBytes = 64 * 1024;

/** The service's SVG icon as a data: URL, or "" when it cannot be fetched; an <img> never runs an SVG's scripts. */
async function inlineIcon(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/svg+xml')) return '';
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > maxIconBytes ? '' : `data:image/svg+xml;base64,${bytes.toString('base64')}`;
  } catch {
    return '';
  }
}
