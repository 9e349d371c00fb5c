import type { GrayImage } from './raster';

/** The two groups of brightness Otsu's method splits a picture into: the level between them and each group's mean. */
export interface BrightnessSplit {
  threshold: number;
  darkMean: number;
  brightMean: number;
}

/** Otsu's threshold: the level that best separates dark from bright (most variance between the two groups). */
export function otsuSplit(image: GrayImage): BrightnessSplit {
  const histogram = new Float64Array(256);
  for (const value of image.data) {
    const level = Math.min(255, Math.max(0, Math.round(value)));
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const total = image.data.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * (histogram[level] ?? 0);
  let darkCount = 0;
  let darkSum = 0;
  let best = { threshold: 128, darkMean: 0, brightMean: 255, between: -1 };
  for (let level = 0; level < 255; level++) {
    darkCount += histogram[level] ?? 0;
    darkSum += level * (histogram[level] ?? 0);
    const brightCount = total - darkCount;
    if (darkCount === 0 || brightCount === 0) continue;
    const darkMean = darkSum / darkCount;
    const brightMean = (sumAll - darkSum) / brightCount;
    const between = darkCount * brightCount * (darkMean - brightMean) ** 2;
    if (between > best.between) best = { threshold: level + 0.5, darkMean, brightMean, between };
  }
  return { threshold: best.threshold, darkMean: best.darkMean, brightMean: best.brightMean };
}
