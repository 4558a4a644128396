/** A two-column table of labelled figures (the overviews of spec 2.4). */
export function FigureTable({
  rows,
  testId,
  note,
}: {
  rows: [string, string][];
  testId: string;
  note?: string;
}) {
  return (
    <table className="side-figures" data-testid={testId}>
      {note !== undefined && <caption>{note}</caption>}
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
