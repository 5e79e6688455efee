/** The product's mark: a paper plane on a blue tile. */
export function BrandMark(props: { size?: number }) {
  const size = props.size ?? 32;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1668dc" />
      <path d="M14 38l36-16-8 22-8-6-6 8-2-10z" fill="#fff" />
    </svg>
  );
}
