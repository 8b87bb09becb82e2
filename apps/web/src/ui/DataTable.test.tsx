// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/utils';
import { DataTable, type DataColumn } from './DataTable';
import { pageCount, parsePage } from './Pagination';

interface Person {
  id: number;
  name: string;
  city: string | null;
}

const columns: DataColumn<Person>[] = [
  { key: 'name', header: 'Name', render: (p) => <strong>{p.name}</strong> },
  { key: 'city', header: 'City', render: (p) => p.city ?? '-' },
];

const people: Person[] = [
  { id: 1, name: 'Asha', city: 'Pune' },
  { id: 2, name: 'Ravi', city: null },
];

describe('<DataTable>', () => {
  it('renders the headers in order and one row per item through each column render', () => {
    renderWithProviders(<DataTable columns={columns} rows={people} rowKey={(p) => p.id} label="People" />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'City']);
    const rows = screen.getAllByTestId('data-table-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Asha', 'Pune']);
    expect(within(rows[1]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Ravi', '-']);
    expect(rows[0]!.querySelector('[data-column="name"] strong')?.textContent).toBe('Asha');
  });

  it("shows 'No data available in table' across all columns when there are no rows", () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(p) => p.id} />);
    const empty = screen.getByTestId('data-table-empty');
    expect(empty.textContent).toBe('No data available in table');
    expect(empty.closest('td')?.getAttribute('colspan')).toBe('2');
    expect(screen.queryAllByTestId('data-table-row')).toHaveLength(0);
  });

  it('takes another empty text', () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(p) => p.id} emptyText="Nobody yet" />);
    expect(screen.getByTestId('data-table-empty').textContent).toBe('Nobody yet');
  });

  it('shows a loader on the first load and keeps the rows while reloading', () => {
    const { rerender } = renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(p) => p.id} loading />);
    expect(screen.getByLabelText('Loading data…')).toBeTruthy();
    expect(screen.queryByTestId('data-table-empty')).toBeNull();
    rerender(<DataTable columns={columns} rows={people} rowKey={(p) => p.id} loading />);
    expect(screen.getAllByTestId('data-table-row')).toHaveLength(2);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('scrolls sideways inside its box under its minimum width', () => {
    renderWithProviders(<DataTable columns={columns} rows={people} rowKey={(p) => p.id} minWidth={777} />);
    let box: HTMLElement | null = screen.getByRole('table');
    while (box && !box.getAttribute('style')?.includes('--table-min-width')) box = box.parentElement;
    const style = box?.getAttribute('style') ?? '';
    // 777px as Mantine writes it, and native overflow: the page itself does not scroll sideways.
    expect(style).toContain(`--table-min-width: calc(${777 / 16}rem`);
    expect(style).toContain('--table-overflow: auto');
  });

  it('pages: no pagination for one page; numbered pages and arrows that ask for another page', () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithProviders(
      <DataTable columns={columns} rows={people} rowKey={(p) => p.id} pagination={{ page: 1, pageSize: 10, count: 2, onPageChange }} />,
    );
    expect(screen.queryByTestId('data-table-pagination')).toBeNull();

    rerender(
      <DataTable columns={columns} rows={people} rowKey={(p) => p.id} pagination={{ page: 1, pageSize: 2, count: 5, onPageChange }} />,
    );
    const pager = screen.getByTestId('data-table-pagination');
    expect(within(pager).getByText('Showing 1–2 of 5')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect((within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    rerender(
      <DataTable columns={columns} rows={people.slice(0, 1)} rowKey={(p) => p.id} pagination={{ page: 3, pageSize: 2, count: 5, onPageChange }} />,
    );
    expect(screen.getByText('Showing 5–5 of 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('page helpers', () => {
  it('counts pages and reads a page number from the address', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
