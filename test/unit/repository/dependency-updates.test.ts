import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Issue 39: Renovate keeps dependencies current — Electron's patch releases at once, the rest weekly.

const rule = z.object({
  matchPackageNames: z.array(z.string()).optional(),
  matchUpdateTypes: z.array(z.string()).optional(),
  schedule: z.array(z.string()).optional(),
  dependencyDashboardApproval: z.boolean().optional(),
});
const config = z
  .object({ schedule: z.array(z.string()), separateMinorPatch: z.boolean(), packageRules: z.array(rule) })
  .parse(JSON.parse(readFileSync(new URL('../../../.github/renovate.json', import.meta.url), 'utf8')));
const electron = (type: string) =>
  config.packageRules.find((each) => each.matchPackageNames?.includes('electron') && each.matchUpdateTypes?.includes(type));

describe('Renovate', () => {
  it('takes Electron’s patch releases at any time, and the rest once a week', () => {
    expect(config.schedule).toEqual(['before 6am on monday']);
    // Renovate tells a patch apart from a minor only with separateMinorPatch.
    expect(config.separateMinorPatch).toBe(true);
    expect(electron('patch')?.schedule).toEqual(['at any time']);
    expect(electron('major')?.dependencyDashboardApproval).toBe(true);
  });
});
