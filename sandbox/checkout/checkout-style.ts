import { formStyle } from './form-style';
import { frameStyle } from './frame-style';
import { summaryStyle } from './summary-style';

// The checkout pages' one stylesheet, served from the sandbox itself so the pages work under a strict CSP
// (style-src 'self', no inline styles). Touch first: every target is at least 44 px; type starts at 18 px.
// One part a page part, joined in this order: a later rule (the narrow-screen ones) overrides an earlier one.

export const checkoutStylesheet = frameStyle + formStyle + summaryStyle;
