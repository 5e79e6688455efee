import { useState } from 'react';
import { Alert, Empty, List, Pagination, Progress, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_PAGE_SIZE, type commentCatalogSchema } from '@travel/contracts/hotel/comment';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/use-format';
import { useCommentTags, useComments } from './hotel-queries';

type Catalog = z.infer<typeof commentCatalogSchema>;

/** The score, the summary and the sub-scores (asked with the first page only). */
function Summary(props: { summary: NonNullable<ReturnType<typeof useComments>['data']>['summary'] }) {
  const { t } = useTranslation();
  const s = props.summary;
  if (!s) return null;
  return (
    <div className="hotel-comment-summary" data-testid="hotel-comment-summary">
      <div className="hotel-comment-summary__score">
        <span className="hotel-comment-summary__value">{s.score.toFixed(1)}</span>
        <Typography.Text type="secondary">{t('hotel.card.comments', { count: s.commentCount })}</Typography.Text>
      </div>
      <div className="hotel-comment-summary__subs">
        {s.subScores.map((x) => (
          <div key={x.key} className="hotel-comment-summary__sub">
            <span>{x.name}</span>
            <Progress percent={(x.score / 5) * 100} format={() => x.score.toFixed(1)} size="small" />
          </div>
        ))}
      </div>
      {s.summary && <Typography.Paragraph className="hotel-comment-summary__text">{s.summary}</Typography.Paragraph>}
    </div>
  );
}

/** Comments: catalogue tabs with counts, tag chips, ten a page, the summary on top. */
export function DetailComments(props: { hotelId: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [catalog, setCatalog] = useState<Catalog>('ALL');
  const [tag, setTag] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const tags = useCommentTags(props.hotelId);
  const comments = useComments({ hotelId: props.hotelId, pageIndex: page, pageSize: COMMENT_PAGE_SIZE, commentCatalog: catalog, needSummary: false, ...(tag ? { tagText: tag } : {}) });
  const summary = useComments({ hotelId: props.hotelId, pageIndex: 1, pageSize: 1, commentCatalog: 'ALL', needSummary: true });
  const data = comments.data;
  return (
    <div className="hotel-comments" data-testid="hotel-comments">
      <Summary summary={summary.data?.summary ?? null} />
      {tags.data && (
        <Segmented<Catalog>
          className="hotel-comments__tabs"
          value={catalog}
          onChange={(c) => {
            setCatalog(c);
            setPage(1);
          }}
          options={tags.data.catalogList.map((c) => ({ value: c.catalog, label: <span data-testid={`hotel-comment-catalog-${c.catalog}`}>{`${t(`hotel.comments.catalog.${c.catalog}`)} (${c.count})`}</span> }))}
        />
      )}
      {tags.data && tags.data.tagList.length > 0 && (
        <div className="hotel-comments__tags">
          {tags.data.tagList.map((x) => (
            <Tag.CheckableTag
              key={x.tagText}
              checked={tag === x.tagText}
              onChange={(on) => {
                setTag(on ? x.tagText : null);
                setPage(1);
              }}
              className={`hotel-chip${x.positive ? '' : ' hotel-chip--negative'}`}
              data-testid="hotel-comment-tag"
            >
              {x.name} {x.count}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
      {comments.isError && <Alert type="error" showIcon message={isApiError(comments.error) ? comments.error.description : t('errors.loadFailed')} />}
      {data && data.commentList.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hotel.comments.none')} />}
      {data && data.commentList.length > 0 && (
        <List
          loading={comments.isFetching}
          dataSource={data.commentList}
          renderItem={(c) => (
            <List.Item key={c.commentId} data-testid="hotel-comment">
              <div className="hotel-comment">
                <div className="hotel-comment__head">
                  <Typography.Text strong>{c.nickName}</Typography.Text>
                  <Tag color="blue" bordered={false}>{c.score.toFixed(1)}</Tag>
                  <Typography.Text type="secondary">{[c.roomTypeName, c.travelType, fmt.date(c.stayDate)].filter(Boolean).join(' · ')}</Typography.Text>
                </div>
                <Typography.Paragraph className="hotel-comment__text">{c.content}</Typography.Paragraph>
                {c.tags.length > 0 && <div>{c.tags.map((x) => <Tag key={x} bordered={false}>{x}</Tag>)}</div>}
                {c.pictureUrls.length > 0 && (
                  <div className="hotel-comment__pictures">
                    {c.pictureUrls.slice(0, 6).map((u) => <img key={u} src={u} alt="" loading="lazy" />)}
                  </div>
                )}
                {c.reply && <Typography.Paragraph type="secondary" className="hotel-comment__reply">{t('hotel.comments.reply', { text: c.reply })}</Typography.Paragraph>}
                <Typography.Text type="secondary" className="hotel-comment__time">{fmt.dateTime(c.commentTime)}</Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
      {data && data.totalPages > 1 && (
        <Pagination align="center" size="small" current={page} pageSize={COMMENT_PAGE_SIZE} total={data.totalSize} showSizeChanger={false} onChange={setPage} data-testid="hotel-comment-pages" />
      )}
    </div>
  );
}
