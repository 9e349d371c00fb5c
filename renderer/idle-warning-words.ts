// K4: the "Still there?" words say the time the counter shows, never the countdown's starting length (issue 26).

function secondsWords(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** What the dialog says while `secondsLeft` remain: to the customer in customer mode (K6), else to the salesperson. */
export function idleWarningWords(secondsLeft: number, customer: boolean): string {
  const when = secondsWords(secondsLeft);
  return customer
    ? `For your privacy, this screen clears in ${when} and your quote is closed.`
    : `For the customer’s privacy, the screen clears in ${when}: the quote and the customer’s details are removed.`;
}
