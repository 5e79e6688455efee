import { useLayoutEffect, useRef } from 'react';
import { fitFontSize, showsWhole } from './fit-text';

/**
 * Sizes an element's text so that it shows whole in its box (CSS gives the box and the line clamp): the CSS font
 * size when it fits, else a pixel smaller each step down to `min`. Again when the text or the box's width changes.
 */
export function useFitText<E extends HTMLElement>(text: string, min: number) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let width = -1;
    const fit = () => {
      if (element.clientWidth === width) return;
      element.style.fontSize = '';
      const max = Math.floor(parseFloat(getComputedStyle(element).fontSize));
      const size = fitFontSize((s) => {
        element.style.fontSize = `${s}px`;
        return showsWhole(element);
      }, max, min);
      element.style.fontSize = size === max ? '' : `${size}px`;
      width = element.clientWidth;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, [text, min]);
  return ref;
}
