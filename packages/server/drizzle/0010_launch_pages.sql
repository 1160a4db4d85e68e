-- A launch ticket may keep a provider's HTML launch page, served once at /launch/<ticket> in a sandbox.
ALTER TABLE "launch_tickets" ADD COLUMN "kind" text DEFAULT 'play' NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_tickets" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "launch_tickets" ADD CONSTRAINT "launch_tickets_kind_check" CHECK ("launch_tickets"."kind" in ('play', 'page'));--> statement-breakpoint
ALTER TABLE "launch_tickets" ADD CONSTRAINT "launch_tickets_page_check" CHECK ("launch_tickets"."kind" = 'page' or "launch_tickets"."page" is null);