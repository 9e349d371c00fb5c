import { createRoot } from 'react-dom/client';

// React's own floor: the kiosk's React DOM rendering one input, nothing else.
const root = document.getElementById('root');
if (root) createRoot(root).render(<input inputMode="decimal" aria-label="Purchase price" />);
