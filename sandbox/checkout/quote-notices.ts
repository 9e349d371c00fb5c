import type { QuoteStanding } from '../quote-records';
import type { Notice } from './notice-page';

// D17: what a customer sees when a quote's apply link can no longer be used.

export function quoteLinkInvalid(): Notice {
  return {
    title: 'This link does not work',
    tone: 'problem',
    paragraphs: ['The link may be incomplete. Open it again from your quote email, or ask the shop to send the quote again.'],
  };
}

export function quoteUnavailable(standing: Exclude<QuoteStanding, 'open'>, vendorName: string): Notice {
  const explanations: Record<typeof standing, Notice> = {
    applied: {
      title: 'You have already applied with this quote',
      tone: 'info',
      paragraphs: [
        'An application was submitted from this quote, so it cannot be used again.',
        `Contact ${vendorName} if you need a new quote.`,
      ],
    },
    cancelled: {
      title: 'This quote was cancelled',
      tone: 'problem',
      paragraphs: [
        `${vendorName} cancelled this quote, so you cannot apply with it.`,
        `Contact ${vendorName} if you would like a new quote.`,
      ],
    },
    expired: {
      title: 'This quote has expired',
      tone: 'problem',
      paragraphs: ['Quotes can be used for 30 days.', `Contact ${vendorName} for a new quote.`],
    },
  };
  return explanations[standing];
}
