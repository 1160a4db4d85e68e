DROP INDEX "accounts_system_kind_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_kind_shard_key" ON "accounts" USING btree ("kind","shard") WHERE "accounts"."user_id" is null;--> statement-breakpoint
-- Every row of every system account now, before any player's: postings lock accounts in id order, so system rows come first.
INSERT INTO "accounts" ("kind", "shard", "balance") SELECT k, s, 0 FROM unnest(ARRAY['house', 'bank', 'pending_withdrawal']) AS k, generate_series(0, 15) AS s ON CONFLICT DO NOTHING;
