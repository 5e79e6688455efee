import { useEffect, useState } from 'react';
import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { useFavoriteToggle } from './hotel-queries';

/** The heart on a hotel: adds it to the member's favourites or takes it out, at once, undone if the server refuses. */
export function FavoriteToggle(props: { hotelId: string; favorite: boolean; size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useFavoriteToggle();
  const [on, setOn] = useState(props.favorite);
  useEffect(() => setOn(props.favorite), [props.favorite]);
  const click = (e: React.MouseEvent) => {
    // The heart sits on a card that opens the hotel.
    e.preventDefault();
    e.stopPropagation();
    const next = !on;
    setOn(next);
    toggle.mutate(
      { hotelId: props.hotelId, favorite: next },
      {
        onSuccess: (answer) => {
          setOn(answer.favorite);
          void message.success(t(answer.favorite ? 'hotel.favorite.added' : 'hotel.favorite.removed'));
        },
        onError: (error) => {
          setOn(!next);
          void message.error(isApiError(error) ? error.description : t('errors.unexpected'));
        },
      },
    );
  };
  const label = t(on ? 'hotel.favorite.remove' : 'hotel.favorite.add');
  return (
    <Button
      type="text"
      shape="circle"
      size={props.size ?? 'middle'}
      className={`hotel-heart${on ? ' hotel-heart--on' : ''}`}
      icon={on ? <HeartFilled /> : <HeartOutlined />}
      onClick={click}
      aria-label={label}
      aria-pressed={on}
      title={label}
      data-testid="hotel-favorite"
      data-favorite={on ? 'true' : 'false'}
    />
  );
}
