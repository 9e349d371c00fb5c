import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetTestStore } from '../fixtures/test-kiosk-store';
import { forgetQueryCaches } from './render-with-kiosk';

// Answers come after the calculator's pause in the typing (300 ms) and React's updates: room for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts from a fresh store and an empty page, as a fresh kiosk would.
afterEach(() => {
  cleanup();
  forgetQueryCaches();
  resetTestStore();
});
