import type { ContentRecord } from '../store/record-schemas';

// D21: plain placeholder texts, clearly marked as the sandbox's.

const notice = 'SANDBOX TEXT — this is a placeholder for testing and training, not a real agreement.';

export function sandboxContent(publishedAt: number): ContentRecord[] {
  return [
    {
      content_type: 'TNC',
      version: publishedAt,
      content: `${notice}\n\nTerms and conditions\n\n1. The payment plan is interest free and repaid fortnightly.\n2. An establishment fee applies to first-time customers.\n3. An account-keeping fee of $4.60 a fortnight ($2.30 a week) is part of every fortnightly repayment.\n4. A late payment fee of $4.99 applies to each missed repayment.`,
    },
    {
      content_type: 'PRIVACY_POLICY',
      version: publishedAt,
      content: `${notice}\n\nPrivacy policy\n\nWe collect your name, contact details, date of birth and identification to assess your application. We share them only with credit reporting bodies and as the law requires.`,
    },
    {
      content_type: 'DIRECT_DEBIT_AGREEMENT',
      version: publishedAt,
      content: `${notice}\n\nDirect debit request service agreement\n\nYou authorise us to debit your nominated account or card for each fortnightly repayment. We will give you at least 14 days' notice of any change to this agreement.`,
    },
  ];
}
