/** The training administrator's profile, as main reports it to the screens. */
export const trainingProfile = {
  id: 'profile-1',
  displayName: 'Training',
  environment: 'training',
  branch: { accountId: 'account-1', name: 'Sunrise Solar' },
  role: 'ADMINISTRATOR',
} as const;

/** Main's session status with the training profile in use, locked or not: what a stubbed window.kiosk answers. */
export const trainingSession = (locked: boolean) => ({
  profile: trainingProfile,
  locked,
  staffPinChosen: true,
  keychain: { available: true },
});
