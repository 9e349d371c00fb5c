// Every enumeration of the service document ("Enumerations"), as the single source for schemas and screens.

export const applicationStatuses = ['APPROVED', 'C.APPROV', 'DECLINED', 'PAID', 'QUOTE', 'REFER', 'WITHDRAW'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationDocumentTypes = ['INVOICE', 'STC', 'CCA'] as const;
export type ApplicationDocumentType = (typeof applicationDocumentTypes)[number];

export const calloutStatuses = ['OPEN', 'FULLFILLED', 'CLOSED'] as const;
export type CalloutStatus = (typeof calloutStatuses)[number];

export const contentTypes = ['DIRECT_DEBIT_AGREEMENT', 'PRIVACY_POLICY', 'TNC'] as const;
export type ContentType = (typeof contentTypes)[number];

export const genders = ['FEMALE', 'MALE'] as const;
export const identificationTypes = ['DRIVER_LICENCE', 'MEDICARE_CARD', 'PASSPORT'] as const;
export type IdentificationType = (typeof identificationTypes)[number];
export const maritalStatuses = ['DEFACTO', 'MARRIED', 'SINGLE'] as const;
export const medicareColours = ['BLUE', 'GREEN', 'YELLOW'] as const;
export const paymentMethods = ['BANK_ACCOUNT', 'VISA', 'MASTERCARD'] as const;
export const pensionerOrVeteranTypes = ['AGED_PENSION', 'RETURNED_SERVICEMEN_PENSION', 'SELF_FUNDED_RETIREE'] as const;

export const personTitles = ['DR', 'MISS', 'MR', 'MRS', 'MS'] as const;
export type PersonTitle = (typeof personTitles)[number];

export const quoteStatuses = ['COMPLETED', 'SENT'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const stateCodes = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export const userRoles = ['ADMINISTRATOR', 'TEAM MEMBER'] as const;
export type UserRole = (typeof userRoles)[number];

export const financeTypes = ['CONSUMER', 'SME'] as const;
export type FinanceType = (typeof financeTypes)[number];

export const apiKeyTypes = ['PUBLIC', 'PRIVATE'] as const;
export type ApiKeyType = (typeof apiKeyTypes)[number];

/** The document's twenty product categories, exact strings (D22). */
export const productCategoryNames = [
  'Storage Battery(s)',
  'Solar Panel Package',
  'Solar Panel and Battery Combo',
  'Solar Inverter(s)',
  'Flooring',
  'Guttering',
  'Roofing',
  'Air-Conditioning',
  'Window Shutters',
  'Hot Water Systems',
  'Pool Heating Systems (Solar/Pump/Gas)',
  'Smart Home Technology',
  'Trailers and Campers',
  'Carports/Patio/Pergolas',
  'Doors/Garage Doors',
  'Home Improvements',
  'Windows/Blinds/Shutters/Glazing',
  'Plumbing and Electrical',
  'Heating/Cooling Solutions',
  'Security System',
] as const;

/** D22: lower case, each run of other characters one "-", no leading or trailing "-". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
