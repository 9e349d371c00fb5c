import { useId } from 'react';
import type { ListedQuote } from '../../../shared/contract/lists';
import { formatCents } from '../../../shared/money';
import { ModalDialog } from '../../components/modal-dialog';
import { QuestionForm } from '../../components/question-form';

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
        title={`Cancel the quote for ${quote.applicant}?`}
        no="Keep the quote"
        yes="Cancel the quote"
        danger
        onNo={onKeep}
        onYes={onCancelQuote}
      >
        <p>
          The apply link in the email sent to <strong className="quote-email">{quote.applicant_email}</strong> stops working, so{' '}
          {quote.applicant} can no longer apply with this quote. This cannot be undone: a new quote can be sent instead.
        </p>
        <p>
          {quote.product_description}, {formatCents(quote.total_purchase_amount)}
        </p>
      </QuestionForm>
    </ModalDialog>
  );
}
