// What the last seat wrote, so a bot's move can be followed after its dice have left the table.

export interface LastMoveProps {
  readonly name: string;
  readonly label: string;
  readonly points: number;
  readonly extraYacht: number;
}

export function LastMove(props: LastMoveProps) {
  const { name, label, points, extraYacht } = props;
  return (
    <p className="last-move" data-testid="last-move">
      {name} wrote {points === 0 ? 'a nought' : points} in {label}
      {extraYacht > 0 ? `, and ${extraYacht} for an extra yacht` : ''}.
    </p>
  );
}
