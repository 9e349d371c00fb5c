import { useKioskQuery } from './use-kiosk-query';

/** The kiosk's staff profiles as main holds them now (K11, D10: each with its user's role as main last learnt it). */
export function useProfileList() {
  const list = useKioskQuery('profiles:list', {});
  return { profiles: list.data?.profiles ?? [], list };
}
