import {
  airportHotCall,
  airportListCall,
  cityHotCall,
  countryListCall,
  currencyListCall,
  trainCityListCall,
} from '@travel/contracts/common/reference';
import { mapConfigCall } from '@travel/contracts/common/map';
import { handle, type Binding } from '../../platform/http/handler';
import { listAirports, listHotAirports, listHotCities } from './place-service';
import { listCountries, listCurrencies, listTrainCities } from './reference-service';

export const commonRoutes: Binding[] = [
  handle(trainCityListCall, (ctx, input) => listTrainCities(ctx.db, ctx.locale, input)),
  handle(cityHotCall, (ctx, input) => listHotCities(ctx.db, ctx.locale, input)),
  handle(airportListCall, (ctx, input) => listAirports(ctx.db, ctx.locale, input)),
  handle(airportHotCall, (ctx, input) => listHotAirports(ctx.db, ctx.locale, input)),
  handle(countryListCall, (ctx, input) => listCountries(ctx.db, ctx.locale, input)),
  handle(currencyListCall, (ctx, input) => listCurrencies(ctx.db, ctx.locale, input)),
  handle(mapConfigCall, async (ctx) => ctx.config.mapTiles),
];
