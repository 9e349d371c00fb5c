import { useWords } from '../i18n/use-words';
import './skip-link.css';

/** The id of the frame's <main>, the skip link's target. */
export const mainContentId = 'main-content';

/** The first thing Tab reaches in a frame: straight past the header to the screen itself; shown only when focused. */
export function SkipLink() {
  const words = useWords();
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        // Focus moves without touching the address: the app reads its hash on start (checkout's return mark).
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      {words('customer.skipLink')}
    </a>
  );
}
