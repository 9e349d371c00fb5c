import type { Messages } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { ReactElement, ReactNode } from 'react';
import { staffI18n } from './i18n-instances';
import type { MessageValues } from './use-words';

interface SayProps<Id extends string> {
  id: Id;
  values?: Record<string, ReactNode>;
  /** Elements the message wraps around its own words, by index: `Press <0>Send anyway</0>`. */
  components?: Record<string, ReactElement>;
}

export interface StaffWords<Id extends string> {
  /** A staff message as text: headings, labels, an error beside its field. */
  say(id: Id, values?: MessageValues): string;
  /** A staff message whose values or wrapped words are elements. */
  Say(props: SayProps<Id>): ReactElement;
}

/**
 * One staff screen's words (K14): staff read English from the catalogue, so a later staff translation is data. The
 * area's messages join staff's English when its screen's code loads, and are read from staff's own instance, so a
 * staff line inside the customer's frame never changes language.
 */
export function staffWords<Id extends string>(messages: Messages): StaffWords<Id> {
  staffI18n.load('en-AU', messages);
  return {
    say: (id, values) => staffI18n._(id, values),
    Say: ({ id, values, components }) => <TransNoContext id={id} values={values} components={components} lingui={{ i18n: staffI18n }} />,
  };
}
