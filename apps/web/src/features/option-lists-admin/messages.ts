import { defineMessages } from 'react-intl';

/** Content Management › Option lists (issue 32). */
const messages = defineMessages({
  title: { id: 'optionListsAdmin.title', defaultMessage: 'Option lists', description: 'Heading and page title of the Option lists page of Content Management.' },
  intro: { id: 'optionListsAdmin.intro', defaultMessage: 'The choices the forms offer. Retire an item instead of deleting it: answers that hold it keep showing it, and forms stop offering it.', description: 'Text under the Option lists heading.' },
  chooseList: { id: 'optionListsAdmin.chooseList', defaultMessage: 'List', description: 'Label of the choice of which option list to show.' },
  listChoice: { id: 'optionListsAdmin.listChoice', defaultMessage: '{list} ({items} items, {retired} retired)', description: 'An option list in the list choice: its name and counts.' },
  itemsTable: { id: 'optionListsAdmin.itemsTable', defaultMessage: 'Items of the list', description: 'Accessible name of the table of a list’s items.' },
  colPosition: { id: 'optionListsAdmin.colPosition', defaultMessage: 'Order', description: 'Column: the item’s place in the list.' },
  colLabel: { id: 'optionListsAdmin.colLabel', defaultMessage: 'Label', description: 'Column and field: the text a form shows for the item.' },
  colKey: { id: 'optionListsAdmin.colKey', defaultMessage: 'Stored value', description: 'Column: the key stored in answers (never changes).' },
  colStatus: { id: 'optionListsAdmin.colStatus', defaultMessage: 'Status', description: 'Column: whether forms offer the item.' },
  colActions: { id: 'optionListsAdmin.colActions', defaultMessage: 'Actions', description: 'Column of a row’s buttons.' },
  offered: { id: 'optionListsAdmin.offered', defaultMessage: 'Offered', description: 'Status of an item that forms offer.' },
  retired: { id: 'optionListsAdmin.retired', defaultMessage: 'Retired', description: 'Status of an item forms no longer offer.' },
  addItem: { id: 'optionListsAdmin.addItem', defaultMessage: 'Add item', description: 'Button and dialog title to add an item to the list.' },
  renameItem: { id: 'optionListsAdmin.renameItem', defaultMessage: 'Rename item', description: 'Title of the dialog that renames an item.' },
  rename: { id: 'optionListsAdmin.rename', defaultMessage: 'Rename', description: 'Button that opens the rename dialog of an item.' },
  renameNamed: { id: 'optionListsAdmin.renameNamed', defaultMessage: 'Rename {name}', description: 'Accessible name of an item’s Rename button.' },
  retire: { id: 'optionListsAdmin.retire', defaultMessage: 'Retire', description: 'Button that retires an item (forms stop offering it).' },
  retireNamed: { id: 'optionListsAdmin.retireNamed', defaultMessage: 'Retire {name}', description: 'Accessible name of an item’s Retire button.' },
  restore: { id: 'optionListsAdmin.restore', defaultMessage: 'Offer again', description: 'Button that makes forms offer a retired item again.' },
  restoreNamed: { id: 'optionListsAdmin.restoreNamed', defaultMessage: 'Offer again: {name}', description: 'Accessible name of an item’s Offer again button.' },
  moveUp: { id: 'optionListsAdmin.moveUp', defaultMessage: 'Move {name} up', description: 'Accessible name of the button that moves an item up.' },
  moveDown: { id: 'optionListsAdmin.moveDown', defaultMessage: 'Move {name} down', description: 'Accessible name of the button that moves an item down.' },
  confirmRetireTitle: { id: 'optionListsAdmin.confirmRetireTitle', defaultMessage: 'Retire this item?', description: 'Title of the confirmation before retiring an item.' },
  confirmRetireText: { id: 'optionListsAdmin.confirmRetireText', defaultMessage: 'Forms will no longer offer “{name}”. Answers that already hold it keep showing it.', description: 'Text of the confirmation before retiring an item.' },
  save: { id: 'optionListsAdmin.save', defaultMessage: 'Save', description: 'Button that saves the item’s form.' },
  cancel: { id: 'optionListsAdmin.cancel', defaultMessage: 'Cancel', description: 'Button that closes a dialog without changing anything.' },
  closeDialog: { id: 'optionListsAdmin.closeDialog', defaultMessage: 'Close', description: 'Accessible name of a dialog’s close button.' },
  failed: { id: 'optionListsAdmin.failed', defaultMessage: 'The option lists could not be loaded.', description: 'Shown when the option lists could not be loaded.' },
  retry: { id: 'optionListsAdmin.retry', defaultMessage: 'Try again', description: 'Button that loads the lists again after a failure.' },
  saveFailed: { id: 'optionListsAdmin.saveFailed', defaultMessage: 'The change could not be saved. Please try again.', description: 'Shown when a change failed for a reason other than a field.' },
  empty: { id: 'optionListsAdmin.empty', defaultMessage: 'This list has no items.', description: 'Text of an empty items table.' },
});

export default messages;
