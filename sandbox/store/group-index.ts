import type { Collection } from './collection';

// Records grouped by a key that does not change (a message's recipient, a delivery's application), in the
// order they were added, so a filtered list is a look-up, not a scan.

export class GroupIndex<T> {
  private readonly groups = new Map<string, T[]>();

  constructor(
    private readonly collection: Collection<T>,
    private readonly groupOf: (record: T) => string,
  ) {
    this.rebuild();
    collection.listen({
      put: (record) => {
        const list = this.listFor(this.groupOf(record));
        if (!list.includes(record)) list.push(record);
      },
      removed: (record) => {
        const list = this.groups.get(this.groupOf(record));
        const index = list?.indexOf(record) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
      },
      reloaded: () => this.rebuild(),
    });
  }

  get(group: string): readonly T[] {
    return this.groups.get(group) ?? [];
  }

  private listFor(group: string): T[] {
    let list = this.groups.get(group);
    if (!list) this.groups.set(group, (list = []));
    return list;
  }

  private rebuild(): void {
    this.groups.clear();
    for (const record of this.collection.all()) this.listFor(this.groupOf(record)).push(record);
  }
}
