-- Every new notification tells its user's live streams, in every app process, once committed
-- (src/live/bus.ts: the same channel and payload shape as publishLive).
CREATE OR REPLACE FUNCTION notify_live_notification() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('fetp_live', json_build_object('type', 'notifications', 'users', json_build_array(NEW.user_id))::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_live AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION notify_live_notification();
