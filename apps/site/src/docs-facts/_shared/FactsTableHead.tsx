/** The header row of a facts table: one column heading each, in order. */
export function FactsTableHead({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
