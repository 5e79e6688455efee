import { MaskedValue as Masked } from '../../widgets/member/masked-value';
import { revealMasked, type MaskTarget } from '../../widgets/member/member-queries';

/** A masked value of the member's own records, revealed through member/view_mask. */
export function MaskedValue(props: { masked: string | null; target: MaskTarget; prefix?: string; testId?: string }) {
  return <Masked masked={props.masked} reveal={() => revealMasked(props.target)} prefix={props.prefix} testId={props.testId} />;
}
