import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../../../renderer/components/nav-menu';
import { administrationSections } from '../../../../renderer/screens/administration/administration-sections';

describe('menuEntries', () => {
  it('lists every place with its words, in the order written', () => {
    expect(menuEntries({ b: 'Bee', a: 'Ay' })).toEqual([
      { place: 'b', label: 'Bee' },
      { place: 'a', label: 'Ay' },
    ]);
  });

  it('gives administration its sub-menu in the order staff know it', () => {
    expect(administrationSections.map((entry) => entry.label)).toEqual([
      'Users',
      'This kiosk’s credentials',
      'Branches',
      'Checkout keys',
      'Webhooks',
      'This kiosk',
    ]);
  });
});
