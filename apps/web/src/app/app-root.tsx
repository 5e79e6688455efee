import type { ReactNode } from 'react';
import { theme as antdTheme } from 'antd';

/**
 * The text defaults antd's App gives its root (colour, size, line height, font), without App itself: its message,
 * notification and modal hooks load with the pages that use them (AntdAppOutlet), not on the first load.
 */
export function AppRoot(props: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {props.children}
    </div>
  );
}
