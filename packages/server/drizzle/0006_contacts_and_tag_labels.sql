ALTER TABLE "items" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "contact_details" text;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "tag_label" text;--> statement-breakpoint
-- A section's tags label was read from its gallery header (scope `niche/section`): move it into the column, trimmed, blanks left to the default.
UPDATE "sections" SET "tag_label" = nullif(regexp_replace("gallery_features"."data"->>'tag_label', '^\s+|\s+$', '', 'g'), '') FROM "niches", "gallery_features" WHERE "niches"."id" = "sections"."niche_id" AND "gallery_features"."scope" = "niches"."slug" || '/' || "sections"."slug" AND jsonb_typeof("gallery_features"."data"->'tag_label') = 'string';--> statement-breakpoint
UPDATE "gallery_features" SET "data" = "data" - 'tag_label' WHERE "scope" IN (SELECT "niches"."slug" || '/' || "sections"."slug" FROM "sections" JOIN "niches" ON "niches"."id" = "sections"."niche_id") AND "data" ? 'tag_label';