import { useKioskQuery } from '../queries/use-kiosk-query';
import './product-version.css';

/** The product's name, as the installers call it (electron-builder.yml's productName). */
export const productName = 'Finance Kiosk';

/** "Finance Kiosk 0.1.0", so staff and support can say which one this is; the name alone until main has said (updates:status, anyone's). */
export function ProductVersion({ className }: { className?: string }) {
  const version = useKioskQuery('updates:status', {}).data?.currentVersion ?? null;
  return (
    <span className={className}>
      {productName}
      {version !== null && <span className="product-version"> {version}</span>}
    </span>
  );
}
