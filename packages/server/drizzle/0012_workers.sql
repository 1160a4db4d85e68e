CREATE TABLE "live_feed_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"reading" jsonb NOT NULL,
	"stale" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"draw_date" date NOT NULL,
	"session" text NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"sent_at" timestamp with time zone,
	"given_up_at" timestamp with time zone,
	CONSTRAINT "push_outbox_notice_key" UNIQUE("subscription_id","game","draw_date","session","number")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at","id") WHERE "push_outbox"."sent_at" is null and "push_outbox"."given_up_at" is null;--> statement-breakpoint
CREATE INDEX "push_outbox_created_idx" ON "push_outbox" USING btree ("created_at");