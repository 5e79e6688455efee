/** Masks for identity numbers, mobiles and emails shown in lists and details; full values only via an audited reveal. */
export function maskCertNo(value: string | null | undefined): string | null {
  if (!value) return value ?? null;
  if (value.length <= 4) return '*'.repeat(value.length);
  const head = value.length >= 15 ? 3 : 2;
  const tail = value.length >= 15 ? 4 : 2;
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(-tail);
}

export function maskMobile(value: string | null | undefined): string | null {
  if (!value) return value ?? null;
  if (value.length < 7) return value.slice(0, 1) + '*'.repeat(value.length - 1);
  return value.slice(0, 3) + '*'.repeat(value.length - 7) + value.slice(-4);
}

export function maskEmail(value: string | null | undefined): string | null {
  if (!value) return value ?? null;
  const at = value.indexOf('@');
  if (at <= 0) return maskCertNo(value);
  const local = value.slice(0, at);
  return `${local.slice(0, 1)}***${local.length > 1 ? local.slice(-1) : ''}${value.slice(at)}`;
}
