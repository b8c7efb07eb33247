-- A daily-quota claim in one call (entity-read-repository.ts): records the read, raises the day's counter only while it
-- is under the limit, and takes the read back when the counter is full, all in the statement's own transaction. A page
-- already recorded that day is free. One round trip instead of a transaction of four statements.
CREATE FUNCTION "business"."claim_entity_read"(
  "claim_reader" varchar, "claim_day" varchar, "claim_kind" varchar, "claim_entity" integer, "claim_limit" integer
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "business"."entity_reads" ("reader", "day", "kind", "entity_id")
    VALUES (claim_reader, claim_day, claim_kind, claim_entity)
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN true;
  END IF;
  IF claim_limit > 0 THEN
    INSERT INTO "business"."entity_read_counters" AS "counter" ("reader", "day", "kind", "reads")
      VALUES (claim_reader, claim_day, claim_kind, 1)
      ON CONFLICT ("reader", "day", "kind") DO UPDATE SET "reads" = "counter"."reads" + 1
      WHERE "counter"."reads" < claim_limit;
    IF FOUND THEN
      RETURN true;
    END IF;
  END IF;
  DELETE FROM "business"."entity_reads"
    WHERE "reader" = claim_reader AND "day" = claim_day AND "kind" = claim_kind AND "entity_id" = claim_entity;
  RETURN false;
END
$$;
