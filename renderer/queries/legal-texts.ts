import { useQuery } from '@tanstack/react-query';
import type { HandOver } from '../../shared/contract/hand-over';
import { contentTypes } from '../../shared/enums';
import { useKiosk } from '../store/kiosk-store';
import { dataOf, type KioskFailure } from './kiosk-call';

/**
 * The legal texts (D21) as published, every type under the one channel's key, read only as staff hand the kiosk over:
 * each customer reads them as published then (K4), and the hand-over carries them, as a locked kiosk makes no staff calls (K6).
 */
export function useLegalTexts() {
  const profileId = useKiosk((state) => state.session?.profile?.id ?? null);
  return useQuery<HandOver['legalTexts'], KioskFailure>({
    queryKey: [profileId, 'content:get'],
    queryFn: () => Promise.all(contentTypes.map((contentType) => dataOf('content:get', { contentType }))),
    enabled: false,
  });
}
