// K8 over a long day: the outbox journal is appended to (one sealed line a change, cheap), and now and then rewritten
// while the kiosk runs to what a restart would leave, one line an entry (D30's journal is the model). When is a policy.

/** What the journal measures itself by: its bytes now, and what the last rewrite (or the open) left. */
export interface JournalSize {
  readonly bytes: number;
  readonly compactedBytes: number;
}

/** The moments of a rewrite, in order: the lines read and folded; the new file synced; renamed into place; the folder synced. */
export const compactionSteps = ['folded', 'written', 'renamed', 'synced'] as const;
export type CompactionStep = (typeof compactionSteps)[number];

export interface JournalCompaction {
  /** Asked after each append: rewrite now? */
  due(size: JournalSize): boolean;
  /** Told at each step of a rewrite, which waits for it: the SIGKILL drills hold a rewrite there and kill the kiosk. */
  reached?(step: CompactionStep): Promise<void>;
}

/** Below this a journal is never rewritten while running: a few dozen entries cost nothing to read on a restart. */
export const compactionFloorBytes = 64 * 1024;

/**
 * Rewritten once what was appended since the last rewrite is as large as what that rewrite left (and past the floor),
 * as Redis rewrites its append-only file: the journal stays within about twice its compacted size, and a rewrite
 * costs at most about twice what was appended since the one before, so a write still costs what it changes (D30).
 */
export const defaultCompaction: JournalCompaction = {
  due: ({ bytes, compactedBytes }) => bytes >= Math.max(compactionFloorBytes, 2 * compactedBytes),
};
