import { cloneElement, type CSSProperties, type ReactElement } from 'react';
import { theme as antdTheme } from 'antd';

type ControlProps = { id?: string; status?: 'error'; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * One field of the login form in antd's large vertical Form.Item look (label above, the message below in the item's
 * gap), drawn from the theme's tokens. The login page needs no more of a form than this; antd's Form brings
 * rc-field-form's rules, Grid and Tooltip (some 30 kB gzip) to the first page a member sees.
 */
export function LoginField(props: { id: string; label: string; error?: string; children: ReactElement<ControlProps> }) {
  const { token } = antdTheme.useToken();
  const helpId = `${props.id}_help`;
  const style = {
    '--field-gap': `${token.marginLG}px`,
    '--field-label-gap': `${token.paddingXS}px`,
    '--field-label-height': `${token.controlHeightLG}px`,
    '--field-line-height': `${token.fontSize * token.lineHeight}px`,
    '--field-error': token.colorError,
  } as CSSProperties;
  return (
    <div className={`login-field${props.error ? ' login-field--error' : ''}`} style={style}>
      <div className="login-field__label">
        <label htmlFor={props.id} title={props.label}>
          {props.label}
        </label>
      </div>
      {cloneElement(props.children, {
        id: props.id,
        status: props.error ? 'error' : undefined,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': props.error ? helpId : undefined,
      })}
      {props.error && (
        <div id={helpId} className="login-field__error" data-testid="login-field-error">
          {props.error}
        </div>
      )}
    </div>
  );
}
