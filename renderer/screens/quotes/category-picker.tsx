import type { ReactNode } from 'react';
import type { ProductCategory } from '../../../shared/wire/product-categories';
import { say } from './words';

interface CategoryPickerProps {
  categories: readonly ProductCategory[];
  value: string;
  error?: string | undefined;
  onChange(name: string): void;
}

/** "Carports/Patio/Pergolas" may wrap after a slash rather than mid-word in a narrow tile. */
function withBreaksAfterSlashes(name: string): ReactNode[] {
  return name.split('/').flatMap((part, index) => (index === 0 ? [part] : ['/', <wbr key={index} />, part]));
}

/** The service's product categories (D22) as radio tiles, each with the service's own icon. */
export function CategoryPicker({ categories, value, error, onChange }: CategoryPickerProps) {
  return (
    <fieldset className="tiles" aria-describedby={error ? 'category-error' : undefined} data-invalid={error ? true : undefined}>
      <legend>{say('quotes.details.category')}</legend>
      {categories.map((category) => (
        <label key={category.slug} className="tile">
          <input
            type="radio"
            name="product-category"
            value={category.name}
            checked={value === category.name}
            onChange={() => onChange(category.name)}
          />
          {category.icon ? <img src={category.icon} alt="" /> : null}
          <span>{withBreaksAfterSlashes(category.name)}</span>
        </label>
      ))}
      {error && (
        <span className="field__error" id="category-error" style={{ gridColumn: '1 / -1' }}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
