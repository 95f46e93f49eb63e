-- Written by hand: a report from a device clock that ran months ahead waits in the catch-all partition until its month
-- is prepared; creating that month's partition then failed ("updated partition constraint for default partition would
-- be violated"), so retention and the months ahead stopped for good. Such a month is now created on its own, the
-- waiting rows move into it, and it is attached.
CREATE OR REPLACE FUNCTION ensure_device_event_partitions(from_month date, months integer) RETURNS void AS $$
DECLARE
	month_start date;
	month_end date;
	partition_name text;
BEGIN
	FOR i IN 0 .. months - 1 LOOP
		month_start := (date_trunc('month', from_month) + make_interval(months => i))::date;
		month_end := (month_start + interval '1 month')::date;
		partition_name := format('device_events_%s', to_char(month_start, 'YYYY_MM'));
		IF to_regclass(partition_name) IS NULL THEN
			IF EXISTS (SELECT 1 FROM device_events_default WHERE device_time >= month_start AND device_time < month_end) THEN
				EXECUTE format('CREATE TABLE %I (LIKE device_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', partition_name);
				EXECUTE format(
					'WITH moved AS (DELETE FROM device_events_default WHERE device_time >= %L AND device_time < %L RETURNING *) '
					'INSERT INTO %I SELECT * FROM moved',
					month_start, month_end, partition_name
				);
				EXECUTE format(
					'ALTER TABLE device_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
					partition_name, month_start, month_end
				);
			ELSE
				EXECUTE format(
					'CREATE TABLE %I PARTITION OF device_events FOR VALUES FROM (%L) TO (%L)',
					partition_name, month_start, month_end
				);
			END IF;
		END IF;
	END LOOP;
END;
$$ LANGUAGE plpgsql;
