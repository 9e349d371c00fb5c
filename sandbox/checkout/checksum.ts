import { sha256Hex } from '../random';

// D23: the checkout checksum is the lowercase hex SHA-256 of the UTF-8 concatenation of six fields exactly as
// submitted, in this order, with no separator; it is compared case-insensitively. A missing field adds nothing.

const checksumFields = ['redirect', 'total_purchase_amount', 'deposit_amount', 'repayment_term', 'product_category', 'product_description'] as const;
export type ChecksumField = (typeof checksumFields)[number];

export function checkoutChecksum(fields: Readonly<Partial<Record<ChecksumField, string>>>): string {
  return sha256Hex(checksumFields.map((field) => fields[field] ?? '').join(''));
}

export function checksumMatches(fields: Readonly<Partial<Record<ChecksumField, string>>>, checksum: string): boolean {
  return checksum.toLowerCase() === checkoutChecksum(fields);
}
