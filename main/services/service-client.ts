import { VendorFailure, type ConnectVendor } from './vendor-port';

// STUB: the financing service client (main/vendor) is being written; wire it here, adapted to VendorPort.
export const connectServiceClient: ConnectVendor = () => ({
  call: () => Promise.reject(new VendorFailure({ kind: 'unreachable', detail: 'The service client (main/vendor) is not wired in yet.' })),
  close: async () => {},
});
