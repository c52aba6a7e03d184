-- A news article's cover described for people who cannot see it, in English and Chichewa
-- ({ "en": …, "ny": … }); null: the cover is decoration (alt="").
ALTER TABLE "blogs" ADD COLUMN "image_cover_alt" jsonb;
