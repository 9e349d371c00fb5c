import { viewOf } from './byte-view';

// A composite glyph's components (OpenType spec, 'glyf', "Composite glyph description"), as a glyf record holds them
// after its header and as WOFF2's composite stream holds them (section 5.3): read by woff2-font.ts and han-font.ts.

/** Composite glyph flags. */
const argsAreWords = 0x0001;
const haveScale = 0x0008;
const moreComponents = 0x0020;
const haveXAndYScale = 0x0040;
const haveTwoByTwo = 0x0080;
/** The glyph's instructions follow its last component. */
export const haveInstructions = 0x0100;

/** Where each component's flags are in `components` (its glyph index follows them), and the components' whole length. */
export function compositeComponents(components: Uint8Array): { flagsAt: number[]; length: number } {
  const view = viewOf(components);
  const flagsAt: number[] = [];
  let at = 0;
  for (let more = true; more;) {
    flagsAt.push(at);
    const flags = view.getUint16(at);
    at += 4 + (flags & argsAreWords ? 4 : 2);
    at += flags & haveScale ? 2 : flags & haveXAndYScale ? 4 : flags & haveTwoByTwo ? 8 : 0;
    more = (flags & moreComponents) !== 0;
  }
  return { flagsAt, length: at };
}
