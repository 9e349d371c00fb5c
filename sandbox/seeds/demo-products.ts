import type { productCategoryNames } from '../../shared/enums';

// What Sunrise Solar sells in the demo seed (D28): categories of the document's list (D22), price ranges in
// whole dollars that keep every financed amount inside D19's limits, and how often each sells.

export interface DemoProduct {
  category: (typeof productCategoryNames)[number];
  minDollars: number;
  maxDollars: number;
  descriptions: readonly string[];
  weight: number;
}

export const demoProducts: readonly DemoProduct[] = [
  {
    category: 'Solar Panel Package',
    minDollars: 4_500,
    maxDollars: 14_000,
    descriptions: [
      '6.6 kW solar system: 16 × 415 W panels, 5 kW inverter, installed',
      '10 kW solar system: 24 × 440 W panels, 8.2 kW inverter, installed',
      '13.2 kW solar system with 10 kW three-phase inverter',
      '8 kW solar system on tile roof, tilt frames included',
    ],
    weight: 30,
  },
  {
    category: 'Solar Panel and Battery Combo',
    minDollars: 15_000,
    maxDollars: 32_000,
    descriptions: [
      '6.6 kW solar system and 13.5 kWh home battery',
      '10 kW solar system and 10 kWh battery with backup gateway',
      '13.2 kW solar system and two 9.6 kWh batteries',
    ],
    weight: 20,
  },
  {
    category: 'Storage Battery(s)',
    minDollars: 8_000,
    maxDollars: 18_000,
    descriptions: [
      '13.5 kWh home battery, wall mounted, installed',
      '10 kWh modular battery with blackout backup',
      'Battery retrofit to existing 6.6 kW system',
    ],
    weight: 15,
  },
  {
    category: 'Hot Water Systems',
    minDollars: 3_200,
    maxDollars: 7_500,
    descriptions: ['270 L heat-pump hot water system, old unit removed', '315 L roof-mounted solar hot water system'],
    weight: 8,
  },
  {
    category: 'Air-Conditioning',
    minDollars: 2_500,
    maxDollars: 16_000,
    descriptions: ['7.1 kW reverse-cycle split system, supply and install', 'Ducted reverse-cycle air-conditioning, 5 zones'],
    weight: 7,
  },
  {
    category: 'Solar Inverter(s)',
    minDollars: 1_800,
    maxDollars: 5_500,
    descriptions: ['5 kW hybrid inverter replacing a failed unit', '8.2 kW string inverter upgrade'],
    weight: 6,
  },
  {
    category: 'Pool Heating Systems (Solar/Pump/Gas)',
    minDollars: 3_000,
    maxDollars: 9_000,
    descriptions: ['Solar pool heating, 12 roof collectors', '18 kW pool heat pump with smart controller'],
    weight: 4,
  },
  {
    category: 'Smart Home Technology',
    minDollars: 1_200,
    maxDollars: 6_000,
    descriptions: ['7 kW EV charger, installed, solar-aware', 'Home energy monitor and smart switches'],
    weight: 4,
  },
  {
    category: 'Heating/Cooling Solutions',
    minDollars: 2_000,
    maxDollars: 9_000,
    descriptions: ['Hydronic heating panels, 6 rooms', 'Whole-of-home ventilation and heat recovery'],
    weight: 3,
  },
  {
    category: 'Plumbing and Electrical',
    minDollars: 1_100,
    maxDollars: 8_000,
    descriptions: ['Switchboard upgrade ahead of battery install', 'Three-phase supply upgrade and rewiring'],
    weight: 3,
  },
];

/** D19 terms, weighted as customers choose them. */
export const demoTermWeights: readonly (readonly [number, number])[] = [
  [6, 2],
  [12, 10],
  [18, 5],
  [24, 20],
  [36, 20],
  [48, 15],
  [60, 18],
  [72, 4],
  [84, 3],
  [120, 3],
];
