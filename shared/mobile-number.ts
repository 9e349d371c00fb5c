// D12, D20: the service takes a mobile only as 04 and 8 digits (D12's own input strips spaces, nothing more). People
// type "+61 412 345 678", "0412-345-678" or "(04) 1234 5678"; the kiosk reads all of those as the one form the
// service takes, here, once, for the screens and for main alike. No zod here: the first screen normalises mobiles too.

/** The one form the service takes: 04 and 8 digits (D12, D20). */
export const auMobilePattern = /^04\d{8}$/;

/** Spaces, dashes, dots and brackets people put between the digits. */
const separators = /[\s\u2010-\u2015().-]/g;
/** +61 or 61 (Australia's country code) in place of the leading 0, with or without a "(0)" kept after it. */
const countryCodeForm = /^\+?610?(4\d{8})$/;

/** The mobile as the service takes it ("0412345678"), or null when what was typed is not an Australian mobile. */
export function normaliseMobile(typed: string): string | null {
  const compact = typed.replace(separators, '');
  const local = countryCodeForm.exec(compact)?.[1];
  const mobile = local === undefined ? compact : `0${local}`;
  return auMobilePattern.test(mobile) ? mobile : null;
}

/** "0412 345 678": a mobile the way Australians write and read it aloud; anything else as it is. */
export function spacedMobile(mobile: string): string {
  return mobile.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
}
