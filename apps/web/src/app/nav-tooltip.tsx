import { useState, type ReactElement } from 'react';
import { Tooltip } from 'antd';

/**
 * A collapsed side menu item's name, to its right, as antd's Menu shows it. This code loads when the menu collapses:
 * an item the pointer already rests on by then (`hovered`) shows its name at once.
 */
export function NavTooltip(props: { title: string; hovered: boolean; children: ReactElement }) {
  const [open, setOpen] = useState(props.hovered);
  return (
    <Tooltip title={props.title} placement="right" open={open} onOpenChange={setOpen}>
      {props.children}
    </Tooltip>
  );
}
