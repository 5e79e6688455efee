import { cloneElement, lazy, Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';
import type { MenuProps } from 'antd';

const loadDropdown = () => import('./open-dropdown');
const OpenDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.OpenDropdown })));

type TriggerProps = {
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
};

/**
 * A click dropdown whose menu code (antd Menu, Trigger) loads on the first click — it is not needed to show the page.
 * Pointing at or focusing the trigger fetches it ahead, so the first click rarely waits.
 */
export function LazyDropdown(props: { menu: MenuProps; children: ReactElement<TriggerProps> }) {
  const [used, setUsed] = useState(false);
  if (used) {
    return (
      <Suspense fallback={props.children}>
        <OpenDropdown menu={props.menu}>{props.children}</OpenDropdown>
      </Suspense>
    );
  }
  const { onClick, onPointerEnter, onFocus } = props.children.props;
  return cloneElement(props.children, {
    onClick: (event) => {
      onClick?.(event);
      setUsed(true);
    },
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      void loadDropdown();
    },
    onFocus: (event) => {
      onFocus?.(event);
      void loadDropdown();
    },
  });
}
