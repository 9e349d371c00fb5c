// The step pages' forms (step-frame.ts, form-parts.ts, details-page.ts): the progress line, sections and fields,
// buttons, and the error summary.

export const formStyle = `
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
`;
