import type { ApiCredentials } from '../credentials';
import type { Sandbox } from '../sandbox';

/** What a seed hands over, like the support team's welcome email: credentials and checkout keys (D29). */
export interface SeedResult {
  credentials: { administrator: ApiCredentials; teamMember?: ApiCredentials };
  publicKey?: string;
  privateKey?: string;
}

export type Seed = (sandbox: Sandbox) => SeedResult;
