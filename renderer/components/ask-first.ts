import { createContext, useContext } from 'react';
import { say } from '../app-words';
import { useKiosk } from '../store/kiosk-store';

/** Runs `go` once staff have said what becomes of an unsent quote (the page frame asks); straight away outside it. */
export type AskFirst = (action: string, go: () => void) => void;

export const AskFirstContext = createContext<AskFirst>((_action, go) => go());

/** "Next customer" from anywhere in the staff view: asked first like the top bar's (K4 wipes it all, K8 keeps what waits). */
export function useNextCustomer(): () => void {
  const askFirst = useContext(AskFirstContext);
  const nextCustomer = useKiosk((state) => state.nextCustomer);
  return () => askFirst(say('app.nextCustomerAction'), nextCustomer);
}
