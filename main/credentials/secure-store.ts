/** Secrets kept by service name and account, as OS keychains hold them (K1: the only place credentials rest). */
export interface SecureStore {
  get(service: string, account: string): Promise<string | null>;
  set(service: string, account: string, secret: string): Promise<void>;
  /** Resolves false when there was nothing to delete. */
  delete(service: string, account: string): Promise<boolean>;
  list(service: string): Promise<string[]>;
}
