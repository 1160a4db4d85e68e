CREATE TABLE "digit_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"bet_type" text NOT NULL,
	"digit" smallint,
	"bet_amount" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"stake" bigint NOT NULL,
	"rolled_number" smallint NOT NULL,
	"outcome" text NOT NULL,
	"win_amount" bigint NOT NULL,
	"bet_transaction_id" bigint NOT NULL,
	"win_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digit_bets_seed_nonce_key" UNIQUE("seed_id","nonce"),
	CONSTRAINT "digit_bets_bet_type_check" CHECK ("digit_bets"."bet_type" in ('digit', 'small', 'big')),
	CONSTRAINT "digit_bets_digit_check" CHECK (("digit_bets"."bet_type" = 'digit') = ("digit_bets"."digit" is not null)),
	CONSTRAINT "digit_bets_digit_range_check" CHECK ("digit_bets"."digit" between 0 and 9),
	CONSTRAINT "digit_bets_rolled_check" CHECK ("digit_bets"."rolled_number" between 0 and 9),
	CONSTRAINT "digit_bets_nonce_check" CHECK ("digit_bets"."nonce" >= 0),
	CONSTRAINT "digit_bets_amount_check" CHECK ("digit_bets"."bet_amount" > 0 and "digit_bets"."multiplier" > 0),
	CONSTRAINT "digit_bets_stake_check" CHECK ("digit_bets"."stake" = "digit_bets"."bet_amount" * "digit_bets"."multiplier"),
	CONSTRAINT "digit_bets_outcome_check" CHECK ("digit_bets"."outcome" in ('win', 'lose')),
	CONSTRAINT "digit_bets_win_check" CHECK ("digit_bets"."win_amount" >= 0 and ("digit_bets"."win_amount" = 0 or "digit_bets"."outcome" = 'win')),
	CONSTRAINT "digit_bets_win_transaction_check" CHECK (("digit_bets"."win_transaction_id" is not null) = ("digit_bets"."win_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "digit_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "digit_seeds_next_nonce_check" CHECK ("digit_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "digit_bets" ADD CONSTRAINT "digit_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digit_bets" ADD CONSTRAINT "digit_bets_seed_id_digit_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."digit_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digit_bets" ADD CONSTRAINT "digit_bets_bet_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bet_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digit_bets" ADD CONSTRAINT "digit_bets_win_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("win_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digit_seeds" ADD CONSTRAINT "digit_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digit_bets_user_idx" ON "digit_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "digit_seeds_active_key" ON "digit_seeds" USING btree ("user_id") WHERE "digit_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "digit_seeds_user_revealed_idx" ON "digit_seeds" USING btree ("user_id","revealed_at");