import { z } from 'zod';

// A profile's pair for the service, and checkout's keys (D23) in the same keychain entry; entries saved before the
// keys still read. They live in the OS keychain and in main's memory only while a session is created (K1).
export const apiCredentialsSchema = z.object({
  apiId: z.string().min(1),
  apiSecret: z.string().min(1),
  publicKey: z.string().min(1).optional(),
  privateKey: z.string().min(1).optional(),
});

export type ApiCredentials = z.infer<typeof apiCredentialsSchema>;
