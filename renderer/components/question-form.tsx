import type { ReactNode } from 'react';

interface QuestionFormProps {
  /** The heading's id, which the dialog is labelled by. */
  titleId: string;
  title: ReactNode;
  /** The quiet answer: nothing happens. */
  no: string;
  yes: string;
  /** A "yes" that cannot be undone is a danger button. */
  danger?: boolean;
  onNo(): void;
  onYes(): void;
  /** What the question is about, between the heading and the answers. */
  children: ReactNode;
}

/** A dialog's question with its two answers: Enter says yes, the quiet button no. */
export function QuestionForm({ titleId, title, no, yes, danger = false, onNo, onYes, children }: QuestionFormProps) {
  return (
    <form
      className="stack"
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        onYes();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="row row--end">
        <button type="button" className="button button--quiet" onClick={onNo}>
          {no}
        </button>
        <button type="submit" className={danger ? 'button button--danger' : 'button button--primary'}>
          {yes}
        </button>
      </div>
    </form>
  );
}
