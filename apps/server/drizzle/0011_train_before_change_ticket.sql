-- Spec 4: the ticket a change replaced (or is replacing) carries the before-change ticket id, the id of the ticket
-- issued in its place; the tickets a change made carry none. Until now the new ticket carried the old one's id.
UPDATE "train_tickets" AS "old" SET "before_change_ticket_id" = "new"."id"
FROM "train_tickets" AS "new"
WHERE "new"."before_change_ticket_id" = "old"."id"
  AND "old"."status" IN ('CHANGE_APPLYING', 'CHANGED')
  AND "new"."status" NOT IN ('CANCELED', 'ISSUE_FAILED');
--> statement-breakpoint
UPDATE "train_tickets" AS "made" SET "before_change_ticket_id" = NULL
FROM "train_order_trips" AS "trip"
WHERE "trip"."order_id" = "made"."order_id" AND "trip"."trip_index" = "made"."trip_index" AND "trip"."change_id" IS NOT NULL;
