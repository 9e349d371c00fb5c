/** Casey Lee, the walk-in customer whose quote staff fill in, in the specs of the staff's own screens. */
export const casey = {
  first: 'Casey',
  last: 'Lee',
  email: 'casey.lee@example.com',
  mobile: '0400 111 222',
  description: 'Ducted air-conditioning',
  category: 'Air-Conditioning',
};
