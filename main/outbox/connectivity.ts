/** K8: whether the service answered last time; told to whoever acts on a change (the screens, the follow-ups). */
export class Connectivity {
  readonly #onChange: (online: boolean) => void;
  #online = true;

  constructor(onChange: (online: boolean) => void) {
    this.#onChange = onChange;
  }

  get online(): boolean {
    return this.#online;
  }

  set(online: boolean): void {
    if (this.#online === online) return;
    this.#online = online;
    this.#onChange(online);
  }
}
