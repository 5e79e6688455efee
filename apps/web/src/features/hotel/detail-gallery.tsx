import { useState } from 'react';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelDetail } from '@travel/contracts/hotel/detail';

/** The hotel's photos, cover first: one big view and the thumbnails that choose it; a click opens the full-size image. */
export function DetailGallery(props: { pictures: HotelDetail['pictures']; name: string }) {
  const { t } = useTranslation();
  const ordered = [...props.pictures].sort((a, b) => (a.type === 'HOTEL_COVER' ? -1 : b.type === 'HOTEL_COVER' ? 1 : 0));
  const all = ordered.flatMap((g) => g.pictureUrlList.map((p) => ({ ...p, type: g.type })));
  const [current, setCurrent] = useState(0);
  if (all.length === 0) return null;
  const shown = all[Math.min(current, all.length - 1)]!;
  return (
    <div className="hotel-gallery" data-testid="hotel-gallery">
      <div className="hotel-gallery__big">
        <Image src={shown.url} preview={{ src: shown.bigUrl }} alt={props.name} width="100%" height="100%" data-testid="hotel-gallery-big" />
      </div>
      <div className="hotel-gallery__thumbs" role="list" aria-label={t('hotel.detail.photos', { count: all.length })}>
        {all.slice(0, 24).map((p, i) => (
          <button
            key={`${p.url}-${i}`}
            type="button"
            role="listitem"
            className={`hotel-gallery__thumb${i === current ? ' hotel-gallery__thumb--on' : ''}`}
            onClick={() => setCurrent(i)}
            aria-label={t('hotel.detail.photoN', { n: i + 1 })}
            data-testid="hotel-gallery-thumb"
          >
            <img src={p.url} alt="" loading="lazy" />
          </button>
        ))}
      </div>
    </div>
  );
}
