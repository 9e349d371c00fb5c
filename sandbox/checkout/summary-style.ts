// The purchase summary beside every step (purchase-summary.ts), the terms to accept (review-page.ts), the sandbox's
// practice note (verify-page.ts), and the notice pages that end a checkout (notice-page.ts).

export const summaryStyle = `
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
