import { destinationAssociationCall, queryAssociationCall, queryHotCall } from '@travel/contracts/hotel/association';
import { browseHistoryListCall, favoriteListCall, favoriteOperateCall } from '@travel/contracts/hotel/favorite';
import {
  hotelSearchCall,
  nearbyRecommendCall,
  officeZoneListCall,
  priceConditionListCall,
  searchConditionListCall,
  specialRecommendCall,
} from '@travel/contracts/hotel/search';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { destinationAssociation, queryAssociation, queryHot } from './association-words';
import { listBrowseHistory } from './browse-history';
import { searchConditionList } from './conditions';
import { listFavorites, operateFavorite } from './favorites';
import type { HotelDeps } from './hotel-deps';
import { searchHotels } from './hotel-search';
import { listOfficeZones } from './office-zones';
import { priceConditionList } from './price-tags';
import { nearbyRecommend, specialRecommend } from './recommend';

/** Finding hotels: destination association, hot words, conditions, price tags, search, recommendations, office zones. */
export function hotelSearchRoutes({ hotels }: HotelDeps): Binding[] {
  return [
    // A bg twin may name no member: then no travel request of one ranks the words.
    handle(destinationAssociationCall, async (ctx, input) => destinationAssociation(ctx.db, hotels, ctx.actingMemberId ? actingMember(ctx) : null, input, ctx.locale)),
    handle(queryHotCall, async (ctx, input) => queryHot(ctx.db, hotels, input, ctx.locale)),
    handle(queryAssociationCall, async (ctx, input) => queryAssociation(ctx.db, hotels, input, ctx.locale)),
    handle(searchConditionListCall, async (ctx, input) => searchConditionList(ctx.db, hotels, input, ctx.locale)),
    handle(priceConditionListCall, async (ctx, input) => priceConditionList(ctx.db, actingMember(ctx), input, ctx.locale)),
    handle(hotelSearchCall, async (ctx, input) => searchHotels(ctx.db, hotels, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(nearbyRecommendCall, async (ctx, input) => nearbyRecommend(ctx.db, hotels, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(specialRecommendCall, async (ctx, input) => specialRecommend(ctx.db, hotels, actingMember(ctx), input, ctx.locale, ctx.clock.now())),
    handle(officeZoneListCall, async (ctx, input) => listOfficeZones(ctx.db, ctx.enterpriseId, input, ctx.locale)),
    handle(favoriteOperateCall, async (ctx, input) => operateFavorite(ctx.db, hotels, actingMember(ctx), input, ctx.clock.now())),
    handle(favoriteListCall, async (ctx, input) => listFavorites(ctx.db, hotels, actingMember(ctx), input, ctx.locale)),
    handle(browseHistoryListCall, async (ctx, input) => listBrowseHistory(ctx.db, hotels, actingMember(ctx), input, ctx.locale)),
  ];
}
