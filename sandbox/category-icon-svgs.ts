import type { productCategoryNames } from '../shared/enums';

// D22: one small drawing per product category, all in one style: a 24×24 grid, 2-unit strokes with round caps
// and joins, no fills, drawn in currentColor so the page showing them decides the colour.

export type ProductCategoryName = (typeof productCategoryNames)[number];

const drawings: Record<ProductCategoryName, string> = {
  'Storage Battery(s)': '<rect x="6" y="4" width="12" height="18" rx="2"/><path d="M10 2h4"/><path d="m13 8-3 5h4l-3 5"/>',
  'Solar Panel Package': '<rect x="3" y="3" width="18" height="12" rx="1"/><path d="M9 3v12M15 3v12M3 9h18"/><path d="M12 15v6M8 21h8"/>',
  'Solar Panel and Battery Combo':
    '<rect x="2" y="3" width="12" height="9" rx="1"/><path d="M6 3v9M10 3v9M2 7.5h12"/><rect x="15" y="11" width="7" height="10" rx="1.5"/><path d="M17.5 9h2"/><path d="M8 12v4h7"/>',
  'Solar Inverter(s)':
    '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M20.4 3.6 3.6 20.4"/><path d="M6 7.5h5M6 10.5h5"/><path d="M13 16.5c1-2 2-2 3 0s2 2 3 0"/>',
  Flooring: '<path d="M7 4h10l5 16H2z"/><path d="M10.3 4 8.7 20M13.7 4l1.6 16"/><path d="M4.5 12h4.9M15 12h4.5"/>',
  Guttering:
    '<path d="M3 10 12 4l9 6"/><path d="M2 10h20v1.5a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 11.5z"/><path d="M17 14v4.5a2.5 2.5 0 0 0 2.5 2.5H21"/>',
  Roofing: '<path d="M2 15 12 6l10 9"/><path d="M5 18.5 12 12l7 6.5"/><path d="M15.5 9.2V6h3v5.9"/>',
  'Air-Conditioning': '<rect x="2" y="4" width="20" height="9" rx="2"/><path d="M6 10h12"/><path d="m8 16-1.5 4M12 16v5M16 16l1.5 4"/>',
  'Window Shutters':
    '<rect x="3" y="3" width="8" height="18" rx="1"/><rect x="13" y="3" width="8" height="18" rx="1"/><path d="M3 7.5h8M3 12h8M3 16.5h8M13 7.5h8M13 12h8M13 16.5h8"/>',
  'Hot Water Systems':
    '<rect x="6" y="2" width="12" height="17" rx="3"/><path d="M9 19v3M15 19v3"/><path d="M12 7.5c-1.7 2.3-2.5 3.7-2.5 5a2.5 2.5 0 0 0 5 0c0-1.3-.8-2.7-2.5-5z"/>',
  'Pool Heating Systems (Solar/Pump/Gas)':
    '<circle cx="12" cy="9" r="3"/><path d="M12 2v1.5M6.3 4.3l1 1M17.7 4.3l-1 1M4 10h1.5M18.5 10H20"/><path d="M2 16.5c1.7 0 1.7-1.5 3.3-1.5s1.7 1.5 3.4 1.5 1.6-1.5 3.3-1.5 1.7 1.5 3.3 1.5 1.7-1.5 3.4-1.5 1.6 1.5 3.3 1.5"/><path d="M2 21c1.7 0 1.7-1.5 3.3-1.5s1.7 1.5 3.4 1.5 1.6-1.5 3.3-1.5 1.7 1.5 3.3 1.5 1.7-1.5 3.4-1.5 1.6 1.5 3.3 1.5"/>',
  'Smart Home Technology':
    '<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"/><path d="M8.5 14a5 5 0 0 1 7 0M10.3 16.3a2.5 2.5 0 0 1 3.4 0M12 18.5h.01"/>',
  'Trailers and Campers':
    '<path d="M4 5h9a7 7 0 0 1 7 7v4H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"/><rect x="5" y="8" width="5" height="3.5" rx=".5"/><path d="M14 16V9.5"/><circle cx="8" cy="18" r="2"/><path d="M20 16h2"/>',
  'Carports/Patio/Pergolas':
    '<path d="M2 7h20"/><path d="M5 4v3M9.7 4v3M14.3 4v3M19 4v3"/><path d="M5 7v14M19 7v14"/><path d="m5 11 4-4M19 11l-4-4"/>',
  'Doors/Garage Doors': '<path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17"/><path d="M3 21h18"/><path d="M14.5 12v1"/>',
  'Home Improvements':
    '<rect x="3" y="2" width="16" height="6" rx="2"/><path d="M19 5h2v5a1 1 0 0 1-1 1h-8v3"/><rect x="10" y="14" width="4" height="8" rx="1"/>',
  'Windows/Blinds/Shutters/Glazing':
    '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 7h18M3 11h18"/><path d="M12 11v10"/><path d="M16.5 11v2.5"/>',
  'Plumbing and Electrical':
    '<path d="M7.5 6.5C5.5 9.5 4 11.7 4 14a3.5 3.5 0 0 0 7 0c0-2.3-1.5-4.5-3.5-7.5z"/><path d="m17 4-3.5 7h5L15 20"/>',
  'Heating/Cooling Solutions':
    '<path d="M7 14V5a2 2 0 0 1 4 0v9a4 4 0 1 1-4 0z"/><path d="M18 3v7M15.5 5.5 18 3l2.5 2.5"/><path d="M18 14v7M15.5 18.5 18 21l2.5-2.5"/>',
  'Security System': '<path d="M12 22s8-3.5 8-10V5l-8-3-8 3v7c0 6.5 8 10 8 10z"/><path d="m9 12 2 2 4-4"/>',
};

/** A complete SVG document for the category, titled with its name. */
export function categoryIconSvg(name: ProductCategoryName): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"',
    ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img">',
    `<title>${name}</title>${drawings[name]}</svg>\n`,
  ].join('');
}
