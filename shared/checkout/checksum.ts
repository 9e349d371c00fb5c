import { sha256Hex } from '../host-crypto';

// D23: the checkout checksum is the lowercase hex SHA-256 of the UTF-8 concatenation of six fields exactly as
// submitted, in this order, with no separator; it is compared case-insensitively. Main makes it, the sandbox checks it.

/** The six fields, in the order they are concatenated: this list, never an object's key order, decides it. */
export const checksumFields = [
  'redirect',
  'total_purchase_amount',
  'deposit_amount',
  'repayment_term',
  'product_category',
  'product_description',
] as const;
export type ChecksumField = (typeof checksumFields)[number];

/** The fields as sent; other fields (reference_number, checksum) may be present and are ignored. */
export type ChecksummedFields = Readonly<Partial<Record<ChecksumField, string>>>;

/** A missing field adds nothing to the concatenation. */
export function checksumText(fields: ChecksummedFields): string {
  return checksumFields.map((field) => fields[field] ?? '').join('');
}

export function checkoutChecksum(fields: ChecksummedFields): Promise<string> {
  return sha256Hex(checksumText(fields));
}

export async function checksumMatches(fields: ChecksummedFields, checksum: string): Promise<boolean> {
  return checksum.toLowerCase() === (await checkoutChecksum(fields));
}
