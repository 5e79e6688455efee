import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { NavMenu } from './nav-menu';

/** The phone's navigation: the menu in a drawer from the left. */
export function NavDrawer(props: { open: boolean; onClose: () => void; title: ReactNode }) {
  return (
    <Drawer
      placement="left"
      open={props.open}
      onClose={props.onClose}
      width={264}
      title={props.title}
      styles={{ body: { padding: 0 } }}
      data-testid="nav-drawer"
    >
      <NavMenu theme="light" onNavigate={props.onClose} />
    </Drawer>
  );
}
