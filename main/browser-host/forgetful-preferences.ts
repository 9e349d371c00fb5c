// K4, K15: the Preferences written into the kiosk Chromium's fresh profile before it starts, so nothing a customer
// types is kept or offered to the next one: no autocomplete entries, addresses, cards or passwords (measured in
// Chromium 156: test/e2e/kiosk/kiosk-chromium.spec.ts reads the profile's Web Data and Login Data after a customer).
export const forgetfulPreferences = {
  autofill: { enabled: false, profile_enabled: false, credit_card_enabled: false },
  credentials_enable_service: false,
  credentials_enable_autosignin: false,
  profile: { password_manager_enabled: false },
} as const;
