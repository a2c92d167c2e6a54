CREATE INDEX "items_sort_price_by_currency_idx" ON "items" USING btree (coalesce("currency", ''),"price","id");--> statement-breakpoint
CREATE INDEX "items_sort_realisation_price_by_currency_idx" ON "items" USING btree (coalesce("realisation_currency", ''),"realisation_price","id");--> statement-breakpoint
CREATE INDEX "items_period_idx" ON "items" USING gist (tstzrange("date_start", greatest(coalesce("date_end", "date_start"), "date_start"), '[]')) WHERE "items"."published" AND "items"."searchable" AND "items"."date_start" IS NOT NULL;--> statement-breakpoint
-- The statistics of the new index expressions (coalesce(currency, '')): with them the planner walks
-- one currency's amounts in the index's order and stops at a page, rather than sorting them all.
ANALYZE "items";
