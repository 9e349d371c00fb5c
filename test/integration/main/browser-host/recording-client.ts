import type { ConnectVendor } from '../../../../main/core/vendor-port';
import { createVendorClient } from '../../../../main/vendor/vendor-client';
import { createSessionResponse } from '../../../../shared/wire/sessions';

export interface RecordingClient {
  connect: ConnectVendor;
  /** Every session key and token the service handed out, for tests that look for them where they must not be (K1). */
  sessionSecrets: string[];
}

/** The real service client, with a fetch that notes each session it is given. */
export function recordingServiceClient(): RecordingClient {
  const sessionSecrets: string[] = [];
  const recordingFetch = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(url, init);
    if (init.method === 'POST' && new URL(url).pathname.endsWith('/session')) {
      const created = createSessionResponse.safeParse(
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      if (created.success) sessionSecrets.push(created.data.sessionKey, created.data.sessionToken);
    }
    return response;
  };
  return { connect: (connection) => createVendorClient({ ...connection, fetch: recordingFetch }), sessionSecrets };
}
