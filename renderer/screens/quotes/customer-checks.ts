import type { CustomerDetails } from '../../store/customer-slice';

export type CustomerProblems = Partial<Record<keyof CustomerDetails, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** D12/D20: an Australian mobile, 04 and eight more digits; spaces are fine. */
const mobilePattern = /^04\d{8}$/;

/** What is missing or not right yet, in words a customer understands. */
export function customerProblems(customer: CustomerDetails): CustomerProblems {
  const problems: CustomerProblems = {};
  if (customer.productCategory === '') problems.productCategory = 'Choose what the customer is buying.';
  if (customer.productDescription.trim() === '') problems.productDescription = 'Describe the product in a few words, for example “6.6 kW solar system, installed”.';
  if (customer.firstName.trim() === '') problems.firstName = 'Enter the customer’s first name.';
  if (customer.lastName.trim() === '') problems.lastName = 'Enter the customer’s last name.';
  if (!emailPattern.test(customer.email.trim())) problems.email = 'Enter an email address like name@example.com.';
  if (!mobilePattern.test(customer.mobile.replaceAll(' ', ''))) problems.mobile = 'Enter an Australian mobile number: 10 digits starting with 04.';
  return problems;
}
