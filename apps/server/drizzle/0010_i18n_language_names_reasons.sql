ALTER TABLE "approval_flows" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "violation_reasons" ADD COLUMN "reason_description_en" text;--> statement-breakpoint
ALTER TABLE "train_changes" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "train_refunds" ADD COLUMN "reason_code" text;