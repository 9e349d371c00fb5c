/** What may make a captured page unreadable to the provider. */
export type PageProblemKind = 'blurred' | 'dark';

export interface PageProblem {
  kind: PageProblemKind;
  /** In plain words, for the person holding the page. */
  message: string;
}

/**
 * Below this sharpness (sharpnessOf) the text's edges are smeared. Measured on generated pages (test/unit/renderer/
 * capture/scan): sharp 0.019–0.028, a box blur of radius 1 (σ ≈ 0.8 px) 0.009–0.014, radius 2 (σ ≈ 1.6 px) 0.004–0.007,
 * radius 4 0.001–0.003. So this flags blur of σ ≳ 1.5–2 px at camera resolution, where small print stops being legible.
 */
export const minSharpness = 0.005;
/** Below this mean brightness (of 255) a page is too dim for its text to be read. */
export const minBrightness = 60;

/** The problems a page's measures show, each in plain words; none for a page fit to send. */
export function pageProblems(measures: { sharpness: number | null; brightness: number }): PageProblem[] {
  const problems: PageProblem[] = [];
  if (measures.sharpness !== null && measures.sharpness < minSharpness)
    problems.push({ kind: 'blurred', message: 'This page looks blurred — text may be unreadable. Retake it?' });
  if (measures.brightness < minBrightness)
    problems.push({ kind: 'dark', message: 'This page looks too dark — text may be unreadable. Retake it with more light?' });
  return problems;
}
