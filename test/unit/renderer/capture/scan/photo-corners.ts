import type { Quad } from '../../../../../renderer/capture/scan/geometry';

// The seven photographs in test/fixtures/photos (README there; MIT, from puffinsoft/jscanify), each paper's corners
// marked by eye on 2× crops of the full picture with a 10 px grid, to about ±3 px; a bent or torn corner is taken
// where its two straight edges would meet.

export interface PhotoCorners {
  file: string;
  width: number;
  height: number;
  corners: Quad;
  /** The paper's true height over width, as it lies in the picture (a landscape sheet is below 1). */
  aspect: number;
  /** Why that is the paper's shape. */
  paper: string;
}

/** US letter, 11 in over 8.5 in. */
const letter = 11 / 8.5;

export const photoCorners: readonly PhotoCorners[] = [
  {
    file: 'banknote-on-table.jpg',
    width: 1920,
    height: 1440,
    corners: {
      topLeft: { x: 386, y: 514 },
      topRight: { x: 1611, y: 455 },
      bottomRight: { x: 1684, y: 993 },
      bottomLeft: { x: 342, y: 1028 },
    },
    aspect: 2.61 / 6.14,
    paper: 'a US banknote, 2.61 in by 6.14 in, lying long side across',
  },
  {
    file: 'chart-on-table.jpg',
    width: 1920,
    height: 1440,
    corners: {
      topLeft: { x: 194, y: 136 },
      topRight: { x: 1726, y: 150 },
      bottomRight: { x: 1789, y: 1373 },
      bottomLeft: { x: 120, y: 1387 },
    },
    aspect: 1 / letter,
    paper: 'US letter turned landscape: a Berkeley course table, seen almost square-on (its sides measure 0.78)',
  },
  {
    file: 'notepad-on-table.jpg',
    width: 1440,
    height: 1920,
    corners: {
      topLeft: { x: 203, y: 199 },
      topRight: { x: 1164, y: 183 },
      bottomRight: { x: 1277, y: 1850 },
      bottomLeft: { x: 80, y: 1848 },
    },
    aspect: 8 / 5,
    paper: 'a junior legal pad, 5 in by 8 in, top-down with its top tipped away',
  },
  {
    file: 'page-turned-on-desk.jpg',
    width: 1440,
    height: 1920,
    corners: {
      topLeft: { x: 49, y: 379 },
      topRight: { x: 908, y: 232 },
      bottomRight: { x: 1389, y: 1240 },
      bottomLeft: { x: 475, y: 1642 },
    },
    aspect: letter,
    paper: 'a US agreement on letter paper, turned about 30°',
  },
  {
    file: 'page-on-dark-table.jpg',
    width: 1080,
    height: 1920,
    corners: {
      topLeft: { x: 109, y: 431 },
      topRight: { x: 954, y: 423 },
      bottomRight: { x: 1078, y: 1588 },
      bottomLeft: { x: 21, y: 1606 },
    },
    aspect: letter,
    paper: 'a US web page printed on letter paper ("2 of 12", 4/8/2015), in strong perspective',
  },
  {
    file: 'handwritten-sheet-on-table.jpg',
    width: 1440,
    height: 1920,
    corners: { topLeft: { x: 34, y: 77 }, topRight: { x: 1424, y: 86 }, bottomRight: { x: 1426, y: 1900 }, bottomLeft: { x: 10, y: 1891 } },
    aspect: letter,
    paper: 'a US exam crib sheet on letter paper, seen square-on (its sides measure 1.29)',
  },
  {
    file: 'receipt-on-table.jpg',
    width: 1440,
    height: 1920,
    corners: {
      topLeft: { x: 317, y: 582 },
      topRight: { x: 928, y: 548 },
      bottomRight: { x: 1082, y: 1491 },
      bottomLeft: { x: 395, y: 1593 },
    },
    aspect: 1.5,
    paper: 'a torn-off receipt of no standard length, seen nearly top-down: its mean sides measure 980 px by 650 px',
  },
];
