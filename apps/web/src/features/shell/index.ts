/** What other features use of the shell: the user's avatar, the user menu's data and the language save. */
export { UserAvatar } from './UserAvatar';
export { shellKeys, useSaveLanguage, useUserDropdown } from './hooks';
