-- Lets a single statement that moves money refuse as a whole: called last with a reason, it raises SQLSTATE SW001
-- (message: the reason), which undoes everything the statement did; with null it returns 0.
CREATE OR REPLACE FUNCTION "shwe_refuse"("reason" text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  IF "reason" IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SW001', MESSAGE = "reason";
  END IF;
  RETURN 0;
END
$$;
