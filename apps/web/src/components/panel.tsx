import type { CSSProperties, ReactNode } from 'react';
import { theme as antdTheme } from 'antd';
import './panel.css';

/**
 * A borderless antd Card's look, drawn from the theme's tokens, for the login and home pages: Card itself brings its
 * tabs (rc-tabs → rc-menu, rc-dropdown) and skeleton, some 40 kB gzip a first load does not need.
 */
export function Panel(props: { className?: string; hoverable?: boolean; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
  // boxShadowCard (a hoverable Card's shadow) is an alias token antd computes but does not type.
  const { token } = antdTheme.useToken() as { token: ReturnType<typeof antdTheme.useToken>['token'] & { boxShadowCard?: string } };
  const style = {
    '--panel-bg': token.colorBgContainer,
    '--panel-radius': `${token.borderRadiusLG}px`,
    '--panel-shadow': token.boxShadowTertiary,
    '--panel-padding': `${token.paddingLG}px`,
    '--panel-hover-shadow': token.boxShadowCard ?? token.boxShadowSecondary,
    '--panel-transition': `box-shadow ${token.motionDurationMid}`,
    ...props.style,
  } as CSSProperties;
  const className = ['app-panel', props.hoverable && 'app-panel--hoverable', props.className].filter(Boolean).join(' ');
  return (
    <div className={className} style={style} data-testid={props['data-testid']}>
      <div className="app-panel__body">{props.children}</div>
    </div>
  );
}
