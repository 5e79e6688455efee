import type { ReactElement } from 'react';
import { Tooltip } from 'antd';

/** A collapsed side menu item's name, to its right, as antd's Menu shows it. */
export function NavTooltip(props: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={props.title} placement="right">
      {props.children}
    </Tooltip>
  );
}
