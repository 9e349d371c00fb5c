import { z } from 'zod';
import { okStatus } from './common';

export const productCategory = z.object({
  name: z.string(),
  slug: z.string(),
  icon: z.string().meta({ description: 'URL of an SVG served by the service (D22)' }),
});
export type ProductCategory = z.infer<typeof productCategory>;

export const getProductCategoriesResponse = z.object({ status: okStatus, productCategories: z.array(productCategory) });
