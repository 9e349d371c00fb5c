import type { User } from '../../../shared/wire/users';

// The service has no user search, so the kiosk matches what staff type against each user it lists.

/** Each word typed must appear in the user's name, email or mobile (any case; a mobile matches with or without spaces). */
export function matchesUserSearch(user: User, search: string): boolean {
  // "+61 412 345" is one mobile typed with spaces, not three words.
  if (/\d/.test(search) && /^[\d\s+().-]+$/.test(search)) return mobileIncludes(user.mobile, search);
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  const text = `${user.first_name} ${user.last_name} ${user.email}`.toLowerCase();
  return words.every((word) => text.includes(word) || (/^[\d+()-]+$/.test(word) && mobileIncludes(user.mobile, word)));
}

function mobileIncludes(mobile: string, typed: string): boolean {
  const digits = typed.replace(/\D/g, '').replace(/^61(?=4)/, '0');
  return digits !== '' && mobile.replace(/\D/g, '').includes(digits);
}
