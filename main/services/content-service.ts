import type { ContentType } from '../../shared/enums';
import type { Account } from '../../shared/wire/accounts';
import type { Content } from '../../shared/wire/content';
import type { ProductCategory } from '../../shared/wire/product-categories';
import type { SessionService } from './session-service';

/** What the service publishes for every screen: branches, product categories (D22) and legal texts (D21). */
export class ContentService {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  async accounts(): Promise<{ accounts: Account[] }> {
    return { accounts: (await this.#session.call((vendor) => vendor.getAccounts())).accounts };
  }

  async categories(): Promise<{ categories: ProductCategory[] }> {
    return { categories: (await this.#session.call((vendor) => vendor.getProductCategories())).productCategories };
  }

  async content(contentType: ContentType): Promise<Content> {
    return (await this.#session.call((vendor) => vendor.getContent({ contentType }))).content;
  }
}
