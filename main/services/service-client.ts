import { createVendorClient } from '../vendor/vendor-client';
import type { ConnectVendor } from './vendor-port';

/** The real financing service client, one per signed-in profile. */
export const connectServiceClient: ConnectVendor = (connection) => createVendorClient(connection);
