CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"draw_date" date NOT NULL,
	"session" text NOT NULL,
	"bet_number" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"break_group" smallint,
	"is_permutation" boolean DEFAULT false NOT NULL,
	"bet_status" boolean DEFAULT false NOT NULL,
	"win_lose" boolean DEFAULT false NOT NULL,
	"bet_result" text,
	"potential_payout" bigint DEFAULT 0 NOT NULL,
	"prize_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_bets_slip_number_key" UNIQUE("slip_id","bet_number"),
	CONSTRAINT "lottery_bets_game_session_check" CHECK (("lottery_bets"."game" = '2d' and "lottery_bets"."session" in ('morning', 'evening')) or ("lottery_bets"."game" = '3d' and "lottery_bets"."session" = 'draw')),
	CONSTRAINT "lottery_bets_number_check" CHECK (("lottery_bets"."game" = '2d' and "lottery_bets"."bet_number" ~ '^[0-9]{2}$' and "lottery_bets"."break_group" is null) or ("lottery_bets"."game" = '3d' and "lottery_bets"."bet_number" ~ '^[0-9]{3}$' and "lottery_bets"."break_group" between 0 and 27)),
	CONSTRAINT "lottery_bets_amount_check" CHECK ("lottery_bets"."bet_amount" > 0),
	CONSTRAINT "lottery_bets_settled_check" CHECK (("lottery_bets"."bet_status" or (not "lottery_bets"."win_lose" and "lottery_bets"."bet_result" is null and "lottery_bets"."potential_payout" = 0 and not "lottery_bets"."prize_sent")) and ("lottery_bets"."win_lose" = ("lottery_bets"."potential_payout" > 0)) and ("lottery_bets"."prize_sent" = "lottery_bets"."win_lose"))
);
--> statement-breakpoint
CREATE TABLE "lottery_closures" (
	"game" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_closures_pkey" PRIMARY KEY("game","kind","value"),
	CONSTRAINT "lottery_closures_value_check" CHECK (("lottery_closures"."game" = '2d' and "lottery_closures"."kind" = 'number' and "lottery_closures"."value" ~ '^[0-9]{2}$') or ("lottery_closures"."game" = '2d' and "lottery_closures"."kind" = 'head' and "lottery_closures"."value" ~ '^[0-9]$') or ("lottery_closures"."game" = '3d' and "lottery_closures"."kind" = 'number' and "lottery_closures"."value" ~ '^[0-9]{3}$'))
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"game" text NOT NULL,
	"draw_date" date NOT NULL,
	"session" text NOT NULL,
	"bet_number" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_pkey" PRIMARY KEY("game","draw_date","session","bet_number"),
	CONSTRAINT "lottery_exposure_total_check" CHECK ("lottery_exposure"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"draw_date" date NOT NULL,
	"session" text NOT NULL,
	"number" text NOT NULL,
	"set_index" text,
	"set_value" text,
	"source" text NOT NULL,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_results_draw_key" UNIQUE("game","draw_date","session"),
	CONSTRAINT "lottery_results_game_session_check" CHECK (("lottery_results"."game" = '2d' and "lottery_results"."session" in ('morning', 'evening')) or ("lottery_results"."game" = '3d' and "lottery_results"."session" = 'draw')),
	CONSTRAINT "lottery_results_number_check" CHECK (("lottery_results"."game" = '2d' and "lottery_results"."number" ~ '^[0-9]{2}$') or ("lottery_results"."game" = '3d' and "lottery_results"."number" ~ '^[0-9]{3}$'))
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"draw_date" date NOT NULL,
	"session" text NOT NULL,
	"slip_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"agent_id" integer,
	"player_name" text NOT NULL,
	"total_bet_amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"game_time" text NOT NULL,
	"before_balance" bigint NOT NULL,
	"after_balance" bigint NOT NULL,
	"bet_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_slips_slip_no_key" UNIQUE("slip_no"),
	CONSTRAINT "lottery_slips_game_session_check" CHECK (("lottery_slips"."game" = '2d' and "lottery_slips"."session" in ('morning', 'evening')) or ("lottery_slips"."game" = '3d' and "lottery_slips"."session" = 'draw')),
	CONSTRAINT "lottery_slips_status_check" CHECK ("lottery_slips"."status" in ('pending', 'completed')),
	CONSTRAINT "lottery_slips_amount_check" CHECK ("lottery_slips"."total_bet_amount" > 0),
	CONSTRAINT "lottery_slips_balance_check" CHECK ("lottery_slips"."after_balance" = "lottery_slips"."before_balance" - "lottery_slips"."total_bet_amount" and "lottery_slips"."after_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_bet_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bet_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("game","draw_date","session","bet_status","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_winners_idx" ON "lottery_bets" USING btree ("game","draw_date","session","win_lose");--> statement-breakpoint
CREATE INDEX "lottery_slips_user_idx" ON "lottery_slips" USING btree ("game","user_id","id");--> statement-breakpoint
CREATE INDEX "lottery_slips_draw_idx" ON "lottery_slips" USING btree ("game","draw_date","session","status");