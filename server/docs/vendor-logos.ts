import type { DestinationVendor } from '../../src/api/schemas/vendor.ts';
import { VENDOR_DISPLAY_NAMES } from '../../src/api/schemas/vendor.ts';

/**
 * Vendor logos drawn by us: a rounded monogram badge in the vendor's brand colour (no trademarks
 * copied). Text is dark on light colours and white on dark ones, so it stays legible.
 */
const BADGES: Record<DestinationVendor, [monogram: string, colour: string]> = {
  snowflake: ['SF', '#29B5E8'],
  postgres: ['PG', '#336791'],
  aurora_postgres: ['AP', '#3B48CC'],
  mysql: ['My', '#00758F'],
  aurora_mysql: ['AM', '#3B48CC'],
  sql_server: ['SQL', '#CC2927'],
  oracle: ['OR', '#C74634'],
  redshift: ['RS', '#8C4FFF'],
  redshift_serverless: ['RSS', '#8C4FFF'],
  athena: ['AT', '#7B3FE4'],
  bigquery: ['BQ', '#4285F4'],
  clickhouse: ['CH', '#FFCC01'],
  databricks: ['DB', '#FF3621'],
  delta_lake: ['DL', '#00ADD4'],
  mongodb: ['MDB', '#00684A'],
  s3: ['S3', '#569A31'],
  s3_compatible: ['S3C', '#5A6B7B'],
  gcs: ['GCS', '#1A73E8'],
  abs: ['AZ', '#0078D4'],
  sftp: ['SFTP', '#4A5568'],
};

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White text needs a background darker than this for a 3:1 contrast at badge size. */
const WHITE_TEXT_MAX_LUMINANCE = 0.3;
const FONT_SIZE_BY_LENGTH = [0, 30, 26, 21, 16];

export function vendorLogoSvg(vendor: DestinationVendor): string {
  const [monogram, colour] = BADGES[vendor];
  const ink = luminance(colour) > WHITE_TEXT_MAX_LUMINANCE ? '#1A1A1A' : '#FFFFFF';
  const size = FONT_SIZE_BY_LENGTH[monogram.length] ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${VENDOR_DISPLAY_NAMES[vendor]}">
  <title>${VENDOR_DISPLAY_NAMES[vendor]}</title>
  <rect width="64" height="64" rx="14" fill="${colour}"/>
  <rect x="3" y="3" width="58" height="58" rx="11" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="2"/>
  <text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Inter, system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${size}" font-weight="700" fill="${ink}">${monogram}</text>
</svg>
`;
}
