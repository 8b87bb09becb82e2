import { defineMessages } from 'react-intl';

/** The data table's and the pagination's texts: apart from ui/messages.ts, so the entry chunk does not carry them. */
export default defineMessages({
  tableEmpty: {
    id: 'ui.table.empty',
    defaultMessage: 'No data available in table',
    description: 'Shown in the only row of a data table that has no rows.',
  },
  tableLoading: {
    id: 'ui.table.loading',
    defaultMessage: 'Loading data…',
    description: 'Accessible name of the spinner shown while a data table loads its first rows.',
  },
  tableScrollHint: {
    id: 'ui.table.scrollHint',
    defaultMessage: 'Swipe sideways to see every column',
    description: 'Hint above a wide data table on narrow screens, saying that the table scrolls sideways.',
  },
  paginationLabel: {
    id: 'ui.pagination.label',
    defaultMessage: 'Pages',
    description: 'Accessible name of the page navigation under a paginated table or list.',
  },
  paginationPrevious: {
    id: 'ui.pagination.previous',
    defaultMessage: 'Previous page',
    description: 'Accessible name of the arrow button that goes to the previous page of a list.',
  },
  paginationNext: {
    id: 'ui.pagination.next',
    defaultMessage: 'Next page',
    description: 'Accessible name of the arrow button that goes to the next page of a list.',
  },
  paginationFirst: {
    id: 'ui.pagination.first',
    defaultMessage: 'First page',
    description: 'Accessible name of the button that goes to the first page of a list.',
  },
  paginationLast: {
    id: 'ui.pagination.last',
    defaultMessage: 'Last page',
    description: 'Accessible name of the button that goes to the last page of a list.',
  },
  paginationPage: {
    id: 'ui.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a numbered page button under a list. {page} is the page number.',
  },
  paginationSummary: {
    id: 'ui.pagination.summary',
    defaultMessage: 'Showing {from}–{to} of {count}',
    description: 'Summary beside the page buttons of a list. {from} and {to} are the first and last rows shown, {count} the total.',
  },
  paginationSummaryMore: {
    id: 'ui.pagination.summaryMore',
    defaultMessage: 'Showing {from}–{to} of more than {count}',
    description: 'Summary beside the page buttons of a very long list the server counted only so far. {from} and {to} are the first and last rows shown; there are more than {count} rows.',
  },
});
