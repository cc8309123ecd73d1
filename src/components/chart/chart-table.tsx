import { visuallyHidden } from 'styled-system/patterns';

interface ChartTableProps {
  caption: string;
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/**
 * The chart's numbers for screen readers: the canvas is hidden from them, this table says the same
 * thing, one row per bar, and is hidden from the eye instead.
 */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  return (
    <div className={visuallyHidden()}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
