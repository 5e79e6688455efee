import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskApproveCall, taskRejectCall, type ApprovalTask } from '@travel/contracts/approval/approval';
import { isApiError } from '../../lib/api-error';
import { issuesFromZod } from '../../lib/form-issues';
import { uuid } from '../../lib/uuid';
import { useDecideTask } from './approval-queries';

export type Decision = 'approve' | 'reject';

/** Approve with an optional comment, or reject with a required one (the contract's own check and words). */
export function DecisionModal(props: { task: ApprovalTask | null; decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const decide = useDecideTask();
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(uuid);
  const reject = props.decision === 'reject';

  useEffect(() => {
    if (!props.task) return;
    setComment('');
    setFieldError(null);
    setError(null);
    setKey(uuid());
  }, [props.task, props.decision]);

  const ok = async () => {
    if (!props.task) return;
    setFieldError(null);
    setError(null);
    const input = { taskId: props.task.taskId, comment: comment.trim() || undefined };
    const parsed = (reject ? taskRejectCall.input : taskApproveCall.input).safeParse(input);
    if (!parsed.success) {
      setFieldError(issuesFromZod(t, parsed.error)[0]?.message ?? t('form.invalid'));
      return;
    }
    try {
      await decide.mutateAsync({ decision: props.decision, taskId: props.task.taskId, comment: input.comment, idempotencyKey: key });
      void message.success(reject ? t('approval.rejected') : t('approval.approved'));
      props.onClose();
    } catch (e) {
      setError(isApiError(e) ? e.description : t('errors.unexpected'));
    }
  };

  return (
    <Modal
      open={props.task !== null}
      title={reject ? t('approval.rejectTitle') : t('approval.approveTitle')}
      onCancel={props.onClose}
      onOk={() => void ok()}
      okText={reject ? t('approval.reject') : t('approval.approve')}
      okButtonProps={{ danger: reject, 'data-testid': 'decision-confirm' }}
      cancelText={t('common.cancel')}
      confirmLoading={decide.isPending}
      maskClosable={false}
      destroyOnHidden
      data-testid="decision-modal"
    >
      {props.task && (
        <Typography.Paragraph>
          <Typography.Text strong>{props.task.title}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('approval.applicant', { name: props.task.applicantName })}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form layout="vertical" onFinish={() => void ok()}>
        <Form.Item
          label={reject ? t('approval.commentRequired') : t('approval.commentOptional')}
          required={reject}
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ?? undefined}
        >
          <Input.TextArea
            autoFocus
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={reject ? t('approval.rejectPlaceholder') : t('approval.approvePlaceholder')}
            data-testid="decision-comment"
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} data-testid="decision-error" />}
    </Modal>
  );
}
