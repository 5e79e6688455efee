import { useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';

/** antd's Dropdown (click trigger), open from the moment it mounts: the click that loaded it asked for it. */
export function OpenDropdown(props: { menu: MenuProps; children: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown trigger={['click']} open={open} onOpenChange={setOpen} menu={props.menu}>
      {props.children}
    </Dropdown>
  );
}
