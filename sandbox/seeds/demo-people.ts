import type { UserRole } from '../../shared/enums';

// Who appears in the demo seed (D28): the branch's two staff and the names its customers are drawn from.
// Every address is on a reserved domain (RFC 2606), so no demo email can ever reach a real person.

export interface DemoStaff {
  role: UserRole;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
}

export const demoAdministrator: DemoStaff = {
  role: 'ADMINISTRATOR',
  first_name: 'Priya',
  last_name: 'Raman',
  email: 'priya.raman@sunrisesolar.example',
  mobile: '0413582907',
};

export const demoTeamMember: DemoStaff = {
  role: 'TEAM MEMBER',
  first_name: 'Liam',
  last_name: "O'Connor",
  email: 'liam.oconnor@sunrisesolar.example',
  mobile: '0438117246',
};

export const customerEmailDomains = ['example.com', 'example.net', 'example.org', 'mail.example', 'inbox.example'] as const;

export const femaleFirstNames = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Sophie', 'Emily', 'Ella', 'Zoe',
  'Ruby', 'Lily', 'Harper', 'Matilda', 'Evie', 'Sienna', 'Willow', 'Hannah', 'Jessica', 'Sarah', 'Rebecca',
  'Michelle', 'Karen', 'Louise', 'Deborah', 'Julie', 'Helen', 'Margaret', 'Susan', 'Linda', 'Mei', 'Anh',
  'Aaliyah', 'Fatima', 'Ananya', 'Ngaire', 'Teresa', 'Giulia', 'Eleni', 'Maria', 'Leanne', 'Kylie', 'Tanya',
] as const;

export const maleFirstNames = [
  'Oliver', 'Noah', 'Jack', 'William', 'Leo', 'Lucas', 'Thomas', 'Henry', 'Charlie', 'James', 'Lachlan', 'Cooper',
  'Ethan', 'Harrison', 'Mason', 'Hudson', 'Archie', 'Xavier', 'Daniel', 'Matthew', 'Andrew', 'Michael', 'David',
  'Peter', 'Paul', 'Mark', 'Stephen', 'Craig', 'Brett', 'Darren', 'Wayne', 'Graham', 'Robert', 'Ian', 'Wei',
  'Minh', 'Arjun', 'Rohan', 'Mohammed', 'Ahmed', 'Tane', 'Marco', 'Nikos', 'Dimitri', 'Sione', 'Shane',
] as const;

export const lastNames = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson',
  'Nguyen', 'Tran', 'Le', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright',
  'Evans', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Singh', 'Kaur', 'Sharma', 'Wang',
  'Li', 'Zhang', 'Chen', 'Liu', 'Campbell', 'Mitchell', 'Hughes', 'Edwards', 'Turner', 'Murphy', 'Byrne',
  'Sullivan', 'McDonald', 'Stewart', 'Murray', 'Fraser', 'Reid', 'Baker', 'Cooper', 'Morris', 'Russo', 'Rossi',
  'Papadopoulos', 'Nikolaidis', 'Kowalski', 'Novak', 'Haddad', 'Khoury', 'Ali', 'Hussain', 'Ahmed', 'Fernando',
  'Perera', 'Silva', 'Santos', 'Reyes', 'Cruz', 'Tuilagi', 'Ngata', 'Baxter', 'Doyle', 'Gallagher', 'Quinn',
] as const;
