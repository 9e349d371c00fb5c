import { Trans, useLingui } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import type { MessageId } from './message-id';

export type MessageValues = Record<string, string | number>;

/** A message by id in the reader's language (the nearest provider: staff's English, or the customer's choice). */
export function useWords(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return (id, values) => _(id, values);
}

interface WordsProps {
  id: MessageId;
  values: Record<string, ReactNode>;
  /** Elements the message wraps around its own words, by index: `<0>#</0> seconds left`. */
  components?: Record<string, ReactElement>;
}

/** A message whose values are elements: amounts kept left to right, bold names (K14). */
export function Words({ id, values, components }: WordsProps) {
  return <Trans id={id} values={values} {...(components && { components })} />;
}
