import { useFitText } from './use-fit-text';

/**
 * The product's name beside its mark: on up to two lines, a little smaller when a long word (Geschäftsreisen) still
 * does not fit the header of a phone, rather than cut off.
 */
export function BrandName(props: { name: string }) {
  const ref = useFitText<HTMLSpanElement>(props.name, 11);
  return (
    <span ref={ref} className="app-brand__name" title={props.name}>
      {props.name}
    </span>
  );
}
