import { useId } from 'react';
import type { ListedQuote } from '../../../shared/contract/lists';
import { formatCents } from '../../../shared/money';
import { ModalDialog } from '../../components/modal-dialog';
import { QuestionForm } from '../../components/question-form';
import { Say, say } from './words';

interface CancelQuoteDialogProps {
  quote: ListedQuote;
  open: boolean;
  onKeep(): void;
  onCancelQuote(): void;
}

/** D17: cancelling cannot be undone and the emailed apply link stops working, so staff confirm it, naming the customer. */
export function CancelQuoteDialog({ quote, open, onKeep, onCancelQuote }: CancelQuoteDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} labelledBy={titleId} onClose={onKeep}>
      <QuestionForm
        titleId={titleId}
        title={say('quotes.cancel.title', { applicant: quote.applicant })}
        no={say('quotes.cancel.keep')}
        yes={say('quotes.cancel.confirm')}
        danger
        onNo={onKeep}
        onYes={onCancelQuote}
      >
        <p>
          <Say
            id="quotes.cancel.linkStops"
            values={{ email: quote.applicant_email, applicant: quote.applicant }}
            components={{ 0: <strong className="quote-email" /> }}
          />
        </p>
        <p>
          {quote.product_description}, {formatCents(quote.total_purchase_amount)}
        </p>
      </QuestionForm>
    </ModalDialog>
  );
}
