// The checkout pages' one stylesheet, served from the sandbox itself so the pages work under a strict CSP
// (style-src 'self', no inline styles). Touch first: every target is at least 44 px; type starts at 18 px.

export const checkoutStylesheet = `
:root {
  --navy: #0b2545;
  --blue: #0a58ca;
  --blue-dark: #08479f;
  --blue-tint: #eaf2ff;
  --ink: #16202e;
  --muted: #4b5565;
  --line: #c9d1dd;
  --page: #f1f4f9;
  --card: #ffffff;
  --error: #b42318;
  --error-tint: #fdf0ee;
  --success: #0f7b45;
  --success-tint: #e8f6ee;
  --amber: #f5b301;
  --focus: #ffbf47;
  --radius: 10px;
  --shadow: 0 1px 2px rgba(11, 37, 69, 0.08), 0 4px 16px rgba(11, 37, 69, 0.06);
}

*, *::before, *::after { box-sizing: border-box; }

html { font-size: 112.5%; -webkit-text-size-adjust: 100%; }

body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--page);
  color: var(--ink);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
}

a { color: var(--blue); text-underline-offset: 0.15em; }
a:hover { color: var(--blue-dark); text-decoration-thickness: 2px; }

:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; box-shadow: 0 0 0 6px var(--ink); }
a:focus-visible { background: var(--focus); color: var(--ink); box-shadow: 0 4px 0 var(--ink); outline: none; text-decoration: none; }

.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: 0; padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}

.nowrap { white-space: nowrap; }

.skip-link {
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 10;
  padding: 0.75rem 1rem;
  background: var(--focus);
  color: var(--ink);
  font-weight: 700;
}
.skip-link:focus { top: 1rem; }

/* Masthead and footer */

.masthead { background: var(--navy); color: #fff; border-bottom: 4px solid var(--blue); }
.masthead-inner {
  max-width: 72rem;
  margin: 0 auto;
  padding: 0.9rem 1.5rem;
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
}
.brand { display: inline-flex; align-items: center; gap: 0.65rem; font-size: 1.3rem; font-weight: 700; letter-spacing: 0.01em; }
.brand-mark {
  width: 2rem; height: 2rem;
  border-radius: 50%;
  background: conic-gradient(from 200deg, #5ea1ff, #0a58ca, #49c6a8, #5ea1ff);
  box-shadow: inset 0 0 0 5px var(--navy);
  border: 2px solid #5ea1ff;
}
.sandbox-badge {
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  background: var(--amber);
  color: var(--ink);
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
}
.secure { margin-left: auto; display: inline-flex; align-items: center; gap: 0.5rem; font-size: 0.9rem; color: #d6e2f5; }
.lock {
  position: relative;
  width: 0.8rem; height: 0.65rem;
  margin-top: 0.35rem;
  border-radius: 2px;
  background: #d6e2f5;
}
.lock::before {
  content: "";
  position: absolute;
  left: 0.15rem; bottom: 0.55rem;
  width: 0.5rem; height: 0.45rem;
  border: 2px solid #d6e2f5;
  border-bottom: 0;
  border-radius: 0.3rem 0.3rem 0 0;
}

.footer { margin-top: auto; background: #e3e8f0; color: var(--muted); font-size: 0.85rem; }
.footer-inner { max-width: 72rem; margin: 0 auto; padding: 1.25rem 1.5rem; }
.footer p { margin: 0.2rem 0; }

/* Page layout */

.page { display: block; width: 100%; }
.page:focus { outline: none; }

.columns {
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.5rem 3rem;
  display: grid;
  grid-template-columns: minmax(0, 1fr) 21rem;
  gap: 2rem;
  align-items: start;
}
.form-column, .summary, .notice {
  background: var(--card);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
}
.form-column { padding: 2rem 2.25rem 1.5rem; }
.summary-column { position: sticky; top: 1.5rem; }

.purchase-strip { display: none; }

@media (max-width: 60rem) {
  .columns { grid-template-columns: minmax(0, 1fr); padding: 1rem 0.75rem 2rem; gap: 1rem; }
  .summary-column { position: static; }
  .form-column { padding: 1.5rem 1.25rem 1rem; }
  .secure { display: none; }
  .masthead-inner { padding: 0.75rem; gap: 0.6rem; }
  .brand { font-size: 1.1rem; }
  .purchase-strip { display: block; margin: 0 0 1.5rem; padding: 0.75rem 1rem; border-radius: 8px; background: var(--navy); color: #fff; }
  .progress-todo .progress-name, .progress-done .progress-name {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }
}

.caption { margin: 0; color: var(--muted); font-size: 0.95rem; }
.heading { margin: 0.25rem 0 1rem; font-size: 2rem; line-height: 1.2; color: var(--navy); }
.lede { margin: 0 0 1.5rem; font-size: 1.1rem; }

/* Progress */

.progress { display: flex; gap: 0.5rem; margin: 0 0 1.75rem; padding: 0; list-style: none; counter-reset: none; }
.progress-step {
  flex: 1;
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.6rem 0 0.5rem;
  border-top: 5px solid var(--line);
  color: var(--muted);
  font-size: 0.9rem;
  line-height: 1.25;
}
.progress-number {
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.9rem; height: 1.9rem;
  border-radius: 50%;
  border: 2px solid var(--line);
  font-weight: 700;
}
.progress-current { border-top-color: var(--blue); color: var(--ink); font-weight: 700; }
.progress-current .progress-number { background: var(--blue); border-color: var(--blue); color: #fff; }
.progress-done { border-top-color: var(--success); color: var(--ink); }
.progress-done .progress-number { background: var(--success); border-color: var(--success); color: #fff; font-size: 0; }
.progress-done .progress-number::after { content: "\\2713"; font-size: 1rem; }

/* Form sections and fields */

.form { margin: 0; }
.section { margin: 0 0 1.75rem; padding: 0; border: 0; min-width: 0; }
.section-title {
  display: block;
  width: 100%;
  margin: 0 0 1rem;
  padding: 0 0 0.5rem;
  border-bottom: 1px solid var(--line);
  font-size: 1.3rem;
  font-weight: 700;
  color: var(--navy);
}
.field { margin: 0 0 1.25rem; padding: 0; border: 0; min-width: 0; }
.label { display: block; margin: 0 0 0.3rem; padding: 0; font-weight: 700; }
.hint { margin: 0 0 0.4rem; color: var(--muted); font-size: 0.95rem; }
.error-message { margin: 0 0 0.4rem; color: var(--error); font-weight: 700; }
.field-with-error { border-left: 5px solid var(--error); padding-left: 1rem; }

.input, .select {
  display: block;
  width: 100%;
  min-height: 3rem;
  padding: 0.5rem 0.75rem;
  border: 2px solid var(--muted);
  border-radius: 8px;
  background: #fff;
  color: var(--ink);
  font: inherit;
}
.input:focus, .select:focus { outline: 3px solid var(--focus); outline-offset: 0; box-shadow: inset 0 0 0 2px var(--ink); border-color: var(--ink); }
.input[aria-invalid="true"], .select[aria-invalid="true"] { border-color: var(--error); }
.input-medium { max-width: 20rem; }
.input-short { max-width: 10rem; letter-spacing: 0.25em; font-size: 1.3rem; font-variant-numeric: tabular-nums; }
.select { max-width: 12rem; appearance: auto; }

.radios { display: grid; gap: 0.6rem; }
.radio, .checkbox-row {
  display: flex;
  align-items: center;
  gap: 0.85rem;
  min-height: 3.25rem;
  padding: 0.35rem 1rem;
  border: 2px solid var(--line);
  border-radius: 8px;
  background: #fff;
}
.radio:has(:checked), .checkbox-row:has(:checked) { border-color: var(--blue); background: var(--blue-tint); }
.radio-input, .checkbox-input { flex: none; width: 1.6rem; height: 1.6rem; margin: 0; accent-color: var(--blue); cursor: pointer; }
.radio-label, .checkbox-label { flex: 1; display: flex; align-items: center; min-height: 2.75rem; cursor: pointer; }

/* Buttons */

.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1rem; margin: 1.75rem 0 0.5rem; }
.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  min-width: 3rem;
  padding: 0.5rem 1.6rem;
  border: 2px solid transparent;
  border-radius: 8px;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
}
.button-primary { background: var(--blue); color: #fff; box-shadow: 0 2px 0 var(--blue-dark); }
.button-primary:hover { background: var(--blue-dark); color: #fff; }
.button-secondary { background: #fff; color: var(--blue); border-color: var(--blue); }
.button-secondary:hover { background: var(--blue-tint); }
.button-quiet { padding-left: 0; padding-right: 0; background: none; color: var(--muted); text-decoration: underline; text-underline-offset: 0.15em; font-weight: 600; }
.button-quiet:hover { color: var(--error); }
.button:focus-visible { outline: 3px solid var(--focus); outline-offset: 0; box-shadow: 0 0 0 6px var(--ink); }
a.button:focus-visible { background: var(--focus); color: var(--ink); }

.cancel-form { margin: 1.5rem 0 0; padding-top: 0.5rem; border-top: 1px solid var(--line); }

.aside-link { margin: 1rem 0; }
.link { display: inline-flex; align-items: center; min-height: 2.75rem; font-weight: 600; }

/* Error summary */

.error-summary {
  margin: 0 0 1.75rem;
  padding: 1.1rem 1.25rem;
  border: 4px solid var(--error);
  border-radius: 8px;
  background: var(--error-tint);
}
.error-summary:focus { outline: 3px solid var(--focus); outline-offset: 2px; }
.error-summary-title { margin: 0 0 0.5rem; font-size: 1.3rem; color: var(--error); }
.error-summary-list { margin: 0; padding: 0; list-style: none; }
.error-summary-list li { margin: 0.2rem 0; }
.error-summary-list a { display: inline-flex; align-items: center; min-height: 2.75rem; color: var(--error); font-weight: 700; }

/* Purchase summary */

.summary { padding: 1.5rem; overflow: hidden; }
.summary-title { margin: 0 0 1rem; font-size: 1.15rem; color: var(--navy); }
.repayment { margin: 0 -1.5rem 1.25rem; padding: 1.1rem 1.5rem; background: var(--navy); color: #fff; }
.repayment p { margin: 0; }
.repayment-label { font-size: 0.9rem; color: #c9d8f0; }
.repayment-amount { font-size: 2.6rem; font-weight: 800; line-height: 1.15; font-variant-numeric: tabular-nums; }
.repayment-detail { font-size: 0.95rem; color: #e3ecfa; }
.facts { margin: 0; }
.fact { display: flex; justify-content: space-between; gap: 1rem; padding: 0.55rem 0; border-bottom: 1px solid #e4e9f0; }
.fact:last-child { border-bottom: 0; }
.fact dt { color: var(--muted); }
.fact dd { margin: 0; font-weight: 700; text-align: right; overflow-wrap: anywhere; }
.fine-print { margin: 1rem 0 0; color: var(--muted); font-size: 0.85rem; }
.facts-review .fact { justify-content: flex-start; }
.facts-review .fact dt { flex: 0 0 11rem; }
.facts-review .fact dd { text-align: left; }

.verified {
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0 0.6rem;
  border-radius: 999px;
  background: var(--success-tint);
  color: var(--success);
  font-size: 0.85rem;
  font-weight: 700;
}
.verified::before { content: "\\2713  "; }

/* Terms */

.legal { margin: 0 0 0.75rem; border: 2px solid var(--line); border-radius: 8px; background: #fbfcfe; }
.legal-summary { display: flex; align-items: center; min-height: 3rem; padding: 0.4rem 1rem; color: var(--blue); font-weight: 700; cursor: pointer; }
.legal[open] .legal-summary { border-bottom: 1px solid var(--line); }
.legal-text { max-height: 16rem; overflow: auto; padding: 0.5rem 1rem; font-size: 0.95rem; }
.legal-text p { white-space: pre-line; }
.checkbox { margin-bottom: 1.5rem; }
.declaration { margin: 0; padding: 1rem 1.25rem; border-left: 5px solid var(--blue); background: var(--blue-tint); }

/* Sandbox hint */

.sandbox-note { margin: 1.25rem 0 0; padding: 0.75rem 1rem; border: 2px dashed var(--amber); border-radius: 8px; background: #fffaeb; font-size: 0.9rem; }
.sandbox-note p { margin: 0.2rem 0; }
.sandbox-note code { font-size: 0.9rem; overflow-wrap: anywhere; }
.sandbox-code { font-size: 1.25rem; letter-spacing: 0.15em; font-variant-numeric: tabular-nums; }

/* Notices */

.notice { max-width: 42rem; margin: 3rem auto; padding: 2.5rem 2.25rem 2rem; text-align: center; }
.notice .heading { margin-top: 1rem; }
.notice-text { margin: 0 auto 0.75rem; max-width: 34rem; font-size: 1.1rem; }
.notice .actions { justify-content: center; }
.notice form { margin: 0; }
.notice-icon {
  display: inline-grid;
  place-items: center;
  width: 4.5rem; height: 4.5rem;
  border-radius: 50%;
  font-size: 2.4rem;
  font-weight: 800;
  color: #fff;
}
.notice-success .notice-icon { background: var(--success); }
.notice-success .notice-icon::after { content: "\\2713"; }
.notice-problem .notice-icon { background: var(--error); }
.notice-problem .notice-icon::after { content: "!"; }
.notice-info .notice-icon { background: var(--blue); }
.notice-info .notice-icon::after { content: "i"; font-family: Georgia, serif; }

@media (max-width: 60rem) {
  .notice { margin: 1rem 0.75rem; padding: 2rem 1.25rem; }
  .heading { font-size: 1.6rem; }
}

@media (prefers-reduced-motion: no-preference) {
  .button, .radio, .checkbox-row { transition: background-color 120ms ease, border-color 120ms ease; }
}
`;
