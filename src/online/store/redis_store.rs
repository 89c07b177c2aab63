//! The shared store: Redis, which several server processes use at once. Each room is a hash (its
//! saved room and the clock's time used) and a list of its events in order; a finished game's
//! record is a string in the archive. A room lapses a day after a process last took it up, wrote
//! for it or renewed it (hourly while held), and a new room nobody took up after 10 minutes: a room
//! whose process stopped and whose players never came back does not stay for good. A room's writes go in one MULTI/EXEC, so another process reading the room
//! sees all of them or none.
//!
//! One process acts for a room at a time: the one holding the room's lease, a key naming the
//! process that expires unless renewed. Every write checks the lease in Redis itself (a script), so
//! a process that lost it (paused, cut off) can no longer write; a process asked for a room whose
//! lease another holds asks it, on a channel, to give the room up.

use super::{SavedRoom, StoreError, Unfinished, Write};
use futures_util::StreamExt;
use redis::AsyncCommands;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// Where a process asks the one holding a room to give it up (the message: the room's code).
const GIVE_UP: &str = "mehen:give-up";

/// How long a lease lasts unless renewed (ms): a killed process's rooms are free after this.
pub const LEASE_MS: u64 = 1500;

fn lease_key(code: &str) -> String {
    format!("mehen:lease:{code}")
}

fn room_key(code: &str) -> String {
    format!("mehen:room:{code}")
}

fn events_key(code: &str) -> String {
    format!("mehen:events:{code}")
}

fn archive_key(code: &str) -> String {
    format!("mehen:archive:{code}")
}

/// Every write starts here: KEYS[1] is the room's lease, ARGV[1] this process; a process that
/// does not hold the lease writes nothing.
const HOLDS_LEASE: &str = r"
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  return redis.error_reply('LEASE this server no longer holds the room')
end
";

/// The room as it now is, kept a day more (KEYS: lease, room; ARGV: owner, room, used ms, ms).
const ROOM_SCRIPT: &str = r"
redis.call('HSET', KEYS[2], 'room', ARGV[2], 'used_ms', ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1
";

/// An event goes at its place in the room's list: appended when it is the next, written over
/// when it is there already (a write tried again), refused when events before it are missing
/// (KEYS: lease, events, room; ARGV: owner, n, event, used ms); the room is kept ARGV[5] ms more.
const EVENT_SCRIPT: &str = r"
local len = redis.call('LLEN', KEYS[2])
local n = tonumber(ARGV[2])
if n == len + 1 then
  redis.call('RPUSH', KEYS[2], ARGV[3])
elseif n >= 1 and n <= len then
  redis.call('LSET', KEYS[2], n - 1, ARGV[3])
else
  return redis.error_reply('event ' .. n .. ' after ' .. len .. ' events')
end
redis.call('HSET', KEYS[3], 'used_ms', ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('PEXPIRE', KEYS[3], ARGV[5])
return 1
";

/// The room goes (KEYS: lease, room, events, archive; ARGV: owner, and the record when the game
/// finished).
const FORGET_SCRIPT: &str = r"
if ARGV[2] then
  redis.call('SET', KEYS[4], ARGV[2])
end
redis.call('DEL', KEYS[2], KEYS[3])
return 1
";

/// A new room, made by any process for whichever one will hold it: refused (0) when its code is
/// taken by a room or an archived game. Nobody taking it up within ARGV[3] ms (its creator gone),
/// it lapses (KEYS: room, archive; ARGV: room, ms).
const CREATE_SCRIPT: &str = r"
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then
  return 0
end
redis.call('HSET', KEYS[1], 'room', ARGV[1], 'used_ms', 0)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
";

/// How long a room made for another process waits to be taken up (ms).
const UNCLAIMED_MS: u64 = 10 * 60_000;

/// How long a room is kept after a process last took it up, wrote for it or renewed it (ms): long
/// enough for every process to be restarted, short enough that nothing is left for good.
const KEPT_MS: u64 = 24 * 60 * 60_000;

/// How often a process renews the keeping of the rooms it holds.
pub const KEEP_EVERY: Duration = Duration::from_secs(3600);

/// Takes the lease if it is free or already this process's, and keeps the room a day more
/// (KEYS: lease, room, events; ARGV: owner, lease ms, kept ms).
const TAKE_SCRIPT: &str = r"
local holder = redis.call('GET', KEYS[1])
if not holder or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[3], ARGV[3])
  return 1
end
return 0
";

/// Renews the lease if this process still holds it (KEYS: lease; ARGV: owner, ms).
const RENEW_SCRIPT: &str = r"
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
";

/// Lets the lease go if this process holds it (KEYS: lease; ARGV: owner).
const GIVE_BACK_SCRIPT: &str = r"
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
end
return 1
";

/// The connection to Redis (one multiplexed connection the rooms share; it reconnects by itself).
#[derive(Clone)]
pub struct RedisStore {
    conn: ConnectionManager,
    url: String,
    /// This process, as its leases name it.
    owner: Arc<str>,
}

impl RedisStore {
    /// Connects to the Redis server at `url` (`redis://HOST:PORT`).
    pub async fn open(url: &str) -> Result<RedisStore, StoreError> {
        let err = error(url);
        let client = redis::Client::open(url).map_err(&err)?;
        let config = ConnectionManagerConfig::new()
            .set_number_of_retries(2)
            .set_min_delay(Duration::from_millis(50))
            .set_max_delay(Duration::from_millis(500))
            .set_connection_timeout(Some(Duration::from_secs(2)))
            .set_response_timeout(Some(Duration::from_secs(5)));
        let conn = ConnectionManager::new_with_config(client, config)
            .await
            .map_err(&err)?;
        let mut id = [0u8; 8];
        getrandom::fill(&mut id)
            .map_err(|e| err(redis::RedisError::from(std::io::Error::other(e))))?;
        let owner: String = id.iter().map(|b| format!("{b:02x}")).collect();
        Ok(RedisStore {
            conn,
            url: url.to_owned(),
            owner: owner.into(),
        })
    }

    /// A new room: stored for whichever process will hold it; `false` when its code is taken.
    pub async fn create(&self, room: &SavedRoom) -> Result<bool, StoreError> {
        let text = serde_json::to_string(room).expect("a room serializes");
        let mut cmd = redis::cmd("EVAL");
        cmd.arg(CREATE_SCRIPT)
            .arg(2)
            .arg(room_key(&room.code))
            .arg(archive_key(&room.code))
            .arg(text)
            .arg(UNCLAIMED_MS);
        self.run(&cmd).await
    }

    /// Takes room `code`'s lease: `false` while another process holds it.
    pub async fn take(&self, code: &str) -> Result<bool, StoreError> {
        let mut cmd = redis::cmd("EVAL");
        cmd.arg(TAKE_SCRIPT)
            .arg(3)
            .arg(lease_key(code))
            .arg(room_key(code))
            .arg(events_key(code))
            .arg(&*self.owner)
            .arg(LEASE_MS)
            .arg(KEPT_MS);
        self.run(&cmd).await
    }

    /// Renews the leases of `codes`: the codes whose lease this process no longer holds.
    pub async fn renew(&self, codes: &[String]) -> Result<Vec<String>, StoreError> {
        if codes.is_empty() {
            return Ok(Vec::new());
        }
        let mut pipe = redis::pipe();
        for code in codes {
            pipe.cmd("EVAL")
                .arg(RENEW_SCRIPT)
                .arg(1)
                .arg(lease_key(code))
                .arg(&*self.owner)
                .arg(LEASE_MS);
        }
        let held: Vec<bool> = self.run_all(&pipe).await?;
        Ok(codes
            .iter()
            .zip(held)
            .filter(|(_, held)| !held)
            .map(|(code, _)| code.clone())
            .collect())
    }

    /// Keeps the rooms `codes` (held here) a day more, however long since their last event.
    pub async fn keep(&self, codes: &[String]) -> Result<(), StoreError> {
        let mut pipe = redis::pipe();
        for code in codes {
            pipe.pexpire(room_key(code), KEPT_MS as i64).ignore();
            pipe.pexpire(events_key(code), KEPT_MS as i64).ignore();
        }
        self.run_all(&pipe).await
    }

    /// Lets room `code`'s lease go, if this process holds it.
    pub async fn give_back(&self, code: &str) -> Result<(), StoreError> {
        let mut cmd = redis::cmd("EVAL");
        cmd.arg(GIVE_BACK_SCRIPT)
            .arg(1)
            .arg(lease_key(code))
            .arg(&*self.owner);
        self.run(&cmd).await
    }

    /// Asks the process holding room `code` to give it up.
    pub async fn ask_to_give_up(&self, code: &str) -> Result<(), StoreError> {
        let mut conn = self.conn.clone();
        conn.publish(GIVE_UP, code).await.map_err(error(&self.url))
    }

    /// The codes other processes ask to be given up, as they come. The subscription is made again
    /// whenever its connection drops (Redis restarted); the first one must succeed.
    pub async fn asked_to_give_up(&self) -> Result<mpsc::Receiver<String>, StoreError> {
        let client = redis::Client::open(self.url.as_str()).map_err(error(&self.url))?;
        let first = subscribe(&client).await.map_err(error(&self.url))?;
        let (tx, rx) = mpsc::channel(256);
        tokio::spawn(async move {
            let mut pubsub = Some(first);
            while !tx.is_closed() {
                let Some(subscribed) = pubsub.take() else {
                    tokio::time::sleep(Duration::from_millis(250)).await;
                    pubsub = subscribe(&client).await.ok();
                    continue;
                };
                let mut messages = subscribed.into_on_message();
                while let Some(msg) = messages.next().await {
                    let Ok(code) = msg.get_payload::<String>() else {
                        continue;
                    };
                    if tx.send(code).await.is_err() {
                        return;
                    }
                }
                tracing::warn!(
                    "the store's channel of rooms to give up dropped: subscribing again"
                );
            }
        });
        Ok(rx)
    }

    /// Writes `writes` in one transaction.
    pub async fn save(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut pipe = redis::pipe();
        pipe.atomic();
        for w in &writes {
            add_write(&mut pipe, &self.owner, w);
        }
        // Tried again on a dropped connection: every write is idempotent (an event goes at its
        // place, the room is set whole).
        self.run_all(&pipe).await
    }

    /// The unfinished room `code` with its events, if Redis holds it.
    pub async fn load(&self, code: &str) -> Result<Option<Unfinished>, StoreError> {
        let mut pipe = redis::pipe();
        pipe.atomic()
            .hget(room_key(code), "room")
            .hget(room_key(code), "used_ms")
            .lrange(events_key(code), 0, -1);
        let (room, used_ms, events): (Option<String>, Option<u64>, Vec<String>) =
            self.run_all(&pipe).await?;
        let Some(room) = room else {
            return Ok(None);
        };
        let store = self.url.as_str();
        Ok(super::read_back(
            store,
            code,
            &room,
            used_ms.unwrap_or(0),
            &events,
        ))
    }

    /// The record of the finished game `code` in the archive.
    pub async fn archived(&self, code: &str) -> Result<Option<String>, StoreError> {
        self.run(redis::cmd("GET").arg(archive_key(code))).await
    }

    /// Runs `cmd`, once more when the connection had dropped (Redis restarted: the connection
    /// manager reconnects as the first command fails).
    async fn run<T: redis::FromRedisValue>(&self, cmd: &redis::Cmd) -> Result<T, StoreError> {
        let mut conn = self.conn.clone();
        match cmd.query_async(&mut conn).await {
            Err(e) if dropped(&e) => cmd.query_async(&mut conn).await,
            done => done,
        }
        .map_err(error(&self.url))
    }

    /// Runs `pipe` as [`RedisStore::run`] runs a command.
    async fn run_all<T: redis::FromRedisValue>(
        &self,
        pipe: &redis::Pipeline,
    ) -> Result<T, StoreError> {
        let mut conn = self.conn.clone();
        match pipe.query_async(&mut conn).await {
            Err(e) if dropped(&e) => pipe.query_async(&mut conn).await,
            done => done,
        }
        .map_err(error(&self.url))
    }
}

/// Whether a command failed because its connection had dropped (worth one more try).
fn dropped(e: &redis::RedisError) -> bool {
    e.is_connection_dropped() || e.is_io_error()
}

/// `w` as a script of the transaction `pipe`, run only while `owner` holds the room's lease.
fn add_write(pipe: &mut redis::Pipeline, owner: &str, w: &Write) {
    match w {
        Write::Room(room) => {
            let text = serde_json::to_string(room).expect("a room serializes");
            pipe.cmd("EVAL")
                .arg(format!("{HOLDS_LEASE}{ROOM_SCRIPT}"))
                .arg(2)
                .arg(lease_key(&room.code))
                .arg(room_key(&room.code))
                .arg(owner)
                .arg(text)
                .arg(room.used_ms)
                .arg(KEPT_MS)
                .ignore();
        }
        Write::Event {
            code,
            event,
            used_ms,
        } => {
            let text = serde_json::to_string(event).expect("an event serializes");
            pipe.cmd("EVAL")
                .arg(format!("{HOLDS_LEASE}{EVENT_SCRIPT}"))
                .arg(3)
                .arg(lease_key(code))
                .arg(events_key(code))
                .arg(room_key(code))
                .arg(owner)
                .arg(event.n)
                .arg(text)
                .arg(*used_ms)
                .arg(KEPT_MS)
                .ignore();
        }
        Write::Finished { code, record } => forget(pipe, owner, code, Some(record)),
        Write::Forget { code } => forget(pipe, owner, code, None),
    }
}

fn forget(pipe: &mut redis::Pipeline, owner: &str, code: &str, record: Option<&String>) {
    pipe.cmd("EVAL")
        .arg(format!("{HOLDS_LEASE}{FORGET_SCRIPT}"))
        .arg(4)
        .arg(lease_key(code))
        .arg(room_key(code))
        .arg(events_key(code))
        .arg(archive_key(code))
        .arg(owner);
    if let Some(record) = record {
        pipe.arg(record);
    }
    pipe.ignore();
}

/// A subscription to the requests to give rooms up.
async fn subscribe(client: &redis::Client) -> Result<redis::aio::PubSub, redis::RedisError> {
    let mut pubsub = client.get_async_pubsub().await?;
    pubsub.subscribe(GIVE_UP).await?;
    Ok(pubsub)
}

fn error(url: &str) -> impl Fn(redis::RedisError) -> StoreError + '_ {
    move |e| StoreError::Redis {
        url: url.to_owned(),
        source: Arc::new(e),
    }
}
