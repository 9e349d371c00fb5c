// Every checkout page's frame (page-frame.ts) and the step pages' layout (step-frame.ts): the colour tokens, the
// page's base, the masthead and footer, and the two columns that fold to one on a narrow screen.

export const frameStyle = `
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
`;
