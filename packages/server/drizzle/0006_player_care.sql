CREATE TABLE "player_care" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"cool_off_until" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_care_reality_check" CHECK ("player_care"."reality_check_minutes" is null or "player_care"."reality_check_minutes" in (15, 30, 60, 120))
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"has_pending" boolean DEFAULT false NOT NULL,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "player_limits_kind_check" CHECK ("player_limits"."kind" in ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'loss_daily', 'loss_weekly', 'loss_monthly')),
	CONSTRAINT "player_limits_value_check" CHECK ("player_limits"."value" is null or "player_limits"."value" >= 0),
	CONSTRAINT "player_limits_pending_check" CHECK ("player_limits"."has_pending" = ("player_limits"."pending_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "admin_actions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "player_care" ADD CONSTRAINT "player_care_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;