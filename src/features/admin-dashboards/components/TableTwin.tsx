/** A chart's figures as rows: the first cell names the row (a month, a bank), the rest its values. */
export interface FigureTable {
  caption: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/** The chart's accessible twin: the exact figures, read by screen readers instead of the picture. */
export function TableTwin({ caption, columns, rows }: FigureTable) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [head, ...values] }) => (
          <tr key={key} data-key={key}>
            <th scope="row">{head}</th>
            {values.map((value, i) => (
              <td key={columns[i + 1]}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
