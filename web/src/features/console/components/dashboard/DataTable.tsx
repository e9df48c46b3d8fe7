import { Box, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataTableProps {
  caption: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[]; strong?: boolean }[];
}

/** A table of figures: the first column names the row, the others are numbers aligned right. */
function DataTable({ caption, head, rows }: DataTableProps) {
  return (
    <Table striped withTableBorder fz="sm" miw={head.length * 90}>
      {/* For screen readers: on screen the section's heading names the table. */}
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          {head.map((cell, i) => (
            <Table.Th key={cell} ta={i ? 'right' : undefined} scope="col">
              {cell}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} fw={row.strong ? 700 : undefined}>
            {row.cells.map((cell, i) =>
              i ? (
                <Table.Td key={i} ta="right">
                  {cell}
                </Table.Td>
              ) : (
                <Table.Th key={i} scope="row" fw={row.strong ? 700 : 400}>
                  {cell}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A table of figures that scrolls sideways on a phone; focusable, so the keyboard scrolls it too. */
export function FiguresTable(props: DataTableProps) {
  return (
    <Box role="region" aria-label={props.caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <DataTable {...props} />
    </Box>
  );
}

/**
 * A chart's figures for screen readers: the chart itself is hidden from them (its SVG says
 * nothing a reader can follow), and this table says it all.
 */
export function ChartFigures(props: DataTableProps) {
  return (
    <VisuallyHidden>
      <DataTable {...props} />
    </VisuallyHidden>
  );
}
