import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { sql } from 'drizzle-orm';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { AppError, errorHeaders, TooManyRequestsError } from './platform/errors';
import { errorEnvelope, systemBusy } from './platform/http/envelope-reply';
import type { Binding, CallContext } from './platform/http/handler';
import { registerJsonBody } from './platform/http/json-body';
import { buildOpenApi } from './platform/http/openapi';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { mapTileOrigin } from './platform/map-tiles';
import { isAppRoute, REVALIDATE, serveWebApp } from './platform/http/web-app';
import { localeOf, registerCalls } from './platform/http/register-calls';
import { webDistDir } from './platform/paths';
import { authRoutes } from './modules/auth/routes';
import { resolveSession } from './modules/auth/session-service';
import { commonRoutes } from './modules/common/routes';
import { devRoutes } from './modules/dev/routes';
import { enterpriseExists } from './modules/enterprise/enterprise-service';
import { enterpriseRoutes } from './modules/enterprise/routes';
import { getMember } from './modules/member/member-service';
import { memberRoutes } from './modules/member/routes';
import { policyRoutes } from './modules/policy/routes';
import { approvalJobHandlers } from './modules/approval/approval-jobs';
import type { ApprovalOutcomes } from './modules/approval/approval-outcome';
import { approvalRoutes } from './modules/approval/routes';
import { notificationRoutes } from './modules/notification/routes';
import { travelRequestRoutes } from './modules/travel-request/routes';
import { isExceedApplicationPending } from './modules/travel-request/exceed-application';
import { travelRequestApprovalOutcomes } from './modules/travel-request/tr-approval-outcome';
import type { ExceedQueueProbe } from './modules/policy/control-service';
import { runDueJobs, type JobHandlers } from './platform/jobs/job-queue';
import type { RailSupplier } from './modules/train/rail-port';
import { railHousekeepingJobs } from './suppliers/rail/housekeeping';
import { createRailSandbox } from './suppliers/rail/rail-sandbox';
import type { HotelSupplier } from './modules/hotel/hotel-port';
import { createHotelSandbox } from './suppliers/hotel/hotel-sandbox';
import { hotelHousekeepingJobs } from './suppliers/hotel/housekeeping';
import { registerHotelPictures } from './suppliers/hotel/picture-route';
import type { PaymentProvider } from './modules/payment/payment-port';
import { orderCenterRoutes } from './modules/order-center/routes';
import { paymentRoutes } from './modules/payment/routes';
import { createPaymentSandbox } from './suppliers/payment/payment-sandbox';
import { createPaymentService } from './modules/payment/payment-service';
import { loadBookingConfig, type BookingConfig } from './modules/train/booking-service';
import { createTrainPlugin } from './modules/train/train-plugin';
import { createHotelPlugin } from './modules/hotel/hotel-plugin';
import { createProductRegistry } from './modules/commerce/product-registry';
import { bookingApprovalOutcome } from './modules/commerce/booking-approval';
import { workflowRecoveryJobs } from './modules/commerce/workflow-recovery';
import { invoiceIssueJobs } from './modules/invoice/invoice-jobs';
import { invoiceRoutes } from './modules/invoice/routes';
import type { Db } from './platform/db/database';
import type { RailAccountSupplier } from './modules/rail-account/rail-account-port';
import { railAccountRoutes } from './modules/rail-account/routes';
import type { SmsGateway, SmsInbox } from './modules/notification/sms-port';
import { createRailAccountSandbox } from './suppliers/rail/rail-accounts';
import { createSmsSandbox } from './suppliers/sms/sms-sandbox';

/** The calls of the modules that need nothing wired; a new module adds its bindings here (or in createServices). */
export const allBindings: Binding[] = [...authRoutes, ...memberRoutes, ...enterpriseRoutes, ...commonRoutes, ...travelRequestRoutes, ...notificationRoutes];

/**
 * What one module offers another, passed in at wiring instead of a process-global registry, so two apps in one
 * process keep their own. The modules' own by default; a caller (a test) may give others.
 */
export interface Seams {
  /** What a concluded approval does, by business type (travel-request's; BOOKING comes with commerce). */
  approvalOutcomes: Partial<ApprovalOutcomes>;
  /** Policy's 432002028 asks travel-request whether an exceed application is queued. */
  isExceedPending: ExceedQueueProbe;
}

/** The suppliers behind the ports; the sandboxes on the same database and clock unless a caller gives others. */
export interface Suppliers {
  rail: RailSupplier;
  hotels: HotelSupplier;
  payments: PaymentProvider;
  /** the railway's account system (12306) */
  railAccounts: RailAccountSupplier;
  /** the SMS gateway (the sandbox's is also an inbox developers read) */
  sms: SmsGateway & Partial<SmsInbox>;
}

/**
 * The calls and jobs of the commerce core and its products, wired to their suppliers and seams: the products first
 * (they need no payment service), then the registry, then payment with every product's hooks and approval with every
 * business type's outcome. `db` is the handle the sandbox suppliers keep their own transactions on (the same database
 * here, as a remote system would be elsewhere).
 */
export function createServices(clock: Clock, db: Db, given: Partial<Suppliers> = {}, trainConfig: BookingConfig = loadBookingConfig(), seams: Partial<Seams> = {}): { bindings: Binding[]; jobHandlers: JobHandlers } {
  const rail = given.rail ?? createRailSandbox({ clock, db });
  const hotels = given.hotels ?? createHotelSandbox({ clock, db });
  const sms = given.sms ?? createSmsSandbox({ clock, db });
  const railAccounts = given.railAccounts ?? createRailAccountSandbox({ clock, db, sms, rail });
  const registry = createProductRegistry([createTrainPlugin({ rail, config: trainConfig, accounts: railAccounts }), createHotelPlugin({ hotels })]);
  const payments = createPaymentService({ provider: given.payments ?? createPaymentSandbox({ clock, db }), hooks: registry.paymentHooks() });
  // A concluded BOOKING approval goes to the product of its order.
  const outcomes: ApprovalOutcomes = { ...travelRequestApprovalOutcomes, BOOKING: bookingApprovalOutcome(registry), ...seams.approvalOutcomes };
  // Invoicing serves every product that gives an invoice source.
  const invoiceSources = registry.plugins.flatMap((p) => (p.invoiceSource ? [p.invoiceSource] : []));
  // Every module's jobs by kind; the JobRunner (main.ts) and dev/clock/advance run them.
  const jobHandlers: JobHandlers = { ...approvalJobHandlers({ outcomes }), ...registry.jobHandlers(), ...invoiceIssueJobs(invoiceSources), ...payments.jobHandlers, ...workflowRecoveryJobs(registry.undoOf), ...railHousekeepingJobs, ...hotelHousekeepingJobs };
  // The moved test clock runs this app's due jobs at once, so their effects show as the call answers.
  const afterAdvance = async (ctx: CallContext) => void (await runDueJobs(ctx.db, ctx.clock, jobHandlers, { log: ctx.log }));
  const wired = [...devRoutes({ afterAdvance, sms: sms.list ? (sms as SmsInbox) : undefined }), ...railAccountRoutes({ accounts: railAccounts, required: trainConfig.requireRailAccount }), ...approvalRoutes({ outcomes }), ...policyRoutes({ isExceedPending: seams.isExceedPending ?? isExceedApplicationPending })];
  return {
    bindings: [...allBindings, ...wired, ...registry.plugins.flatMap((p) => p.bindings), ...paymentRoutes(payments), ...orderCenterRoutes(registry.plugins.map((p) => p.orderSource)), ...invoiceRoutes(invoiceSources)],
    jobHandlers,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs of this app's modules, for the JobRunner of the process. */
    jobHandlers: JobHandlers;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  suppliers?: Partial<Suppliers>;
  trainConfig?: BookingConfig;
  seams?: Partial<Seams>;
}

export async function buildApp({ config, database, clock, suppliers, trainConfig, seams }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Only the configured proxies may name the client's address (TRUST_PROXY); anyone else could dodge the login throttle.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  registerJsonBody(app);
  await app.register(fastifyCookie);
  // Before every route and the static files: JSON answers and the web app go out as brotli or gzip.
  await app.register(fastifyCompress, { globalDecompression: false, encodings: ['br', 'gzip'], threshold: 1024 });
  await registerSecurityHeaders(app, { https: config.https, tileOrigin: mapTileOrigin(config.mapTiles.tileUrl) });

  app.addHook('onRequest', async (req, reply) => {
    req.locale = localeOf(req);
    reply.header('x-request-id', req.id);
  });

  app.setErrorHandler((err, req, reply) => {
    const locale = req.locale ?? 'zh-CN';
    if (err instanceof AppError) {
      if (err.httpStatus >= 500) req.log.error({ err }, 'call failed');
      return reply.status(err.httpStatus).headers(errorHeaders(err)).send(errorEnvelope(locale, err));
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      const tooMany = new TooManyRequestsError(60, { count: 1 });
      return reply.status(429).headers(errorHeaders(tooMany)).send(errorEnvelope(locale, tooMany));
    }
    if (status >= 400 && status < 500) {
      const issues = [{ path: '', code: (err as { code?: string }).code ?? 'bad_request', message: err.message }];
      return reply.status(400).send(errorEnvelope(locale, new AppError(ErrorCode.PARAM_ERROR, {}, { issues })));
    }
    req.log.error({ err }, 'unexpected fault');
    return reply.status(500).send(systemBusy(locale));
  });

  app.get('/healthz', async (_req, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      // In the sandbox the answering process is named, so a test can tell the workers of a several-process server apart.
      return { status: 'ok', database: database.kind, time: clock.now().toISOString(), ...(config.sandbox ? { pid: process.pid } : {}) };
    } catch {
      return reply.status(503).send({ status: 'down' });
    }
  });

  // The hotel sandbox's generated pictures, which its content links to (same origin).
  registerHotelPictures(app);

  const { bindings, jobHandlers } = createServices(clock, database.db, suppliers, trainConfig, seams);
  app.decorate('jobHandlers', jobHandlers);

  registerCalls(app, bindings, {
    db: database.db,
    clock,
    config,
    resolveSession,
    checkTenant: async (db, enterpriseId, memberId) => {
      if (!(await enterpriseExists(db, enterpriseId))) return false;
      if (!memberId) return true;
      return getMember(db, enterpriseId, memberId).then(
        () => true,
        () => false,
      );
    },
  });

  const openapi = buildOpenApi(bindings);
  app.get('/api/openapi.json', async () => openapi);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: openapi as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const serveWeb = config.serveWeb && existsSync(webDistDir);
  if (serveWeb) await serveWebApp(app, webDistDir);

  app.setNotFoundHandler((req, reply) => {
    if (serveWeb && isAppRoute(req.method, req.url)) return reply.type('text/html').header('cache-control', REVALIDATE).sendFile('index.html');
    return reply.status(404).send(errorEnvelope(req.locale ?? 'zh-CN', new AppError(ErrorCode.NOT_FOUND)));
  });

  return app;
}
