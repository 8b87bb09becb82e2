import { deferredControl } from '../../ui/deferred';
import { UserButton } from './triggers';
import type { UserMenuProps } from './UserMenuDropdown';

const DeferredUserMenu = deferredControl<UserMenuProps>(() => import('./UserMenuDropdown'));

/** Profile image, display name and the user menu, whose code loads when first opened. */
export function UserMenu(props: UserMenuProps) {
  return <DeferredUserMenu {...props} trigger={(intent) => <UserButton name={props.name} image={props.image} {...intent} />} />;
}
