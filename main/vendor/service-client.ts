import { createVendorClient } from './vendor-client';
import type { ConnectVendor } from '../core/vendor-port';

/** The real financing service client, one per signed-in profile. */
export const connectServiceClient: ConnectVendor = (connection) => createVendorClient(connection);
