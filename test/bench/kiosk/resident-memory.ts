import { readdir, readFile } from 'node:fs/promises';

// Resident memory as Linux counts it (/proc/<pid>/status VmRSS), for one process or a process and its descendants.

/** VmRSS of one process, in MiB; 0 once it has gone. */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** The processes below `pid` (children, their children…), not `pid` itself. */
export async function descendantsOf(pid: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // The parent is the second field after the command, which sits in parentheses and may hold spaces.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(parent, [...(parents.get(parent) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const visit = (of: number) =>
    (parents.get(of) ?? []).forEach((child) => {
      found.push(child);
      visit(child);
    });
  visit(pid);
  return found;
}

/** The command line of a process, for telling npm's own process from the kiosk's. */
export async function commandOf(pid: number): Promise<string> {
  return (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ').trim();
}
