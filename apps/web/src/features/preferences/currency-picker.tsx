import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { theme as antdTheme } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currencyPickerWidth } from './currency-picker-width';
import { useCurrencyChoice } from './currency-store';

const loadSelect = () => import('./currency-select');
const CurrencySelect = lazy(() => loadSelect().then((m) => ({ default: m.CurrencySelect })));


/**
 * The closed currency picker, drawn like antd's borderless Select (code, arrow) from the theme's tokens: the Select
 * (rc-select, a virtual list, the currency list call) loads when the member opens it, not with every page.
 */
function ClosedPicker(props: { compact?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const [choice] = useCurrencyChoice();
  const openOnKey = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      props.onOpen?.();
    }
  };
  return (
    <div
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-label={t('currency.label')}
      title={t('currency.label')}
      tabIndex={0}
      data-testid="currency-picker"
      onClick={props.onOpen}
      onKeyDown={openOnKey}
      onPointerEnter={() => void loadSelect()}
      onFocus={() => void loadSelect()}
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        width: currencyPickerWidth(props.compact),
        height: token.controlHeight,
        // The Select's selector: a transparent border inside its height, the text on a line of the rest.
        border: `${token.lineWidth}px solid transparent`,
        padding: `0 ${token.paddingSM - token.lineWidth}px`,
        lineHeight: `${token.controlHeight - 2 * token.lineWidth}px`,
        fontSize: token.fontSize,
        color: token.colorText,
        cursor: 'pointer',
        whiteSpace: 'nowrap',
      }}
    >
      {/* Room for the arrow, as the Select keeps it: the header shrinks the picker no further than this. */}
      <span style={{ paddingInlineEnd: Math.ceil(token.fontSize * 1.25) }}>{choice.currency}</span>
      <DownOutlined
        aria-hidden
        style={{ position: 'absolute', top: '50%', insetInlineEnd: token.paddingSM - 2 * token.lineWidth, marginTop: -token.fontSizeSM / 2, fontSize: token.fontSizeSM, color: token.colorTextQuaternary }}
      />
    </div>
  );
}

/** The header's display currency: the closed look until first opened, then antd's Select (see ClosedPicker). */
export function CurrencyPicker(props: { compact?: boolean }) {
  const [used, setUsed] = useState(false);
  if (!used) return <ClosedPicker compact={props.compact} onOpen={() => setUsed(true)} />;
  return (
    <Suspense fallback={<ClosedPicker compact={props.compact} />}>
      <CurrencySelect compact={props.compact} />
    </Suspense>
  );
}
