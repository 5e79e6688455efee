import { useContext, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import BareTypography from 'antd/es/typography/Typography';

interface BareProps {
  component: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
}

// antd's bare Typography renders the element and classes Title, Text and Paragraph render, with their styles, without
// their ellipsis, copy and edit machinery (Tooltip, TextArea, Trigger: some 25 kB gzip) the first pages do not use.
const Bare = BareTypography as unknown as ComponentType<BareProps>;

type PlainProps = Omit<BareProps, 'component'>;

/** Typography.Title's look (an h1–h5 of class ant-typography). */
export function PlainTitle({ level, ...props }: PlainProps & { level: 1 | 2 | 3 | 4 | 5 }) {
  return <Bare component={`h${level}`} {...props} />;
}

/** Typography.Paragraph's look. */
export function PlainParagraph(props: PlainProps) {
  return <Bare component="div" {...props} />;
}

/** Typography.Text's look, in the secondary colour when asked. */
export function PlainText({ type, className, ...props }: PlainProps & { type?: 'secondary' }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const typeClass = type ? `${getPrefixCls('typography')}-${type}` : undefined;
  return <Bare component="span" className={[typeClass, className].filter(Boolean).join(' ') || undefined} {...props} />;
}
