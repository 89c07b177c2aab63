//! The shared store: Redis, which several server processes use at once. Each room is a hash (its
//! saved room and the clock's time used) and a list of its events in order; the codes of the
//! unfinished rooms are a set (what an operator lists or backs up); a finished game's record is a
//! string in the archive. A room's writes go in one MULTI/EXEC, so another process reading the room
//! sees all of them or none.

use super::{StoreError, Unfinished, Write};
use redis::AsyncCommands;
use redis::aio::ConnectionManager;
use std::sync::Arc;

/// The set of the unfinished rooms' codes.
const OPEN_ROOMS: &str = "mehen:rooms";

fn room_key(code: &str) -> String {
    format!("mehen:room:{code}")
}

fn events_key(code: &str) -> String {
    format!("mehen:events:{code}")
}

fn archive_key(code: &str) -> String {
    format!("mehen:archive:{code}")
}

/// An event goes at its place in the room's list: appended when it is the next, written over
/// when it is there already (a write tried again), refused when events before it are missing.
const EVENT_SCRIPT: &str = r"
local len = redis.call('LLEN', KEYS[1])
local n = tonumber(ARGV[1])
if n == len + 1 then
  redis.call('RPUSH', KEYS[1], ARGV[2])
elseif n >= 1 and n <= len then
  redis.call('LSET', KEYS[1], n - 1, ARGV[2])
else
  return redis.error_reply('event ' .. n .. ' after ' .. len .. ' events')
end
redis.call('HSET', KEYS[2], 'used_ms', ARGV[3])
return 1
";

/// The connection to Redis (one multiplexed connection the rooms share; it reconnects by itself).
#[derive(Clone)]
pub struct RedisStore {
    conn: ConnectionManager,
    url: String,
}

impl RedisStore {
    /// Connects to the Redis server at `url` (`redis://HOST:PORT`).
    pub async fn open(url: &str) -> Result<RedisStore, StoreError> {
        let err = error(url);
        let client = redis::Client::open(url).map_err(&err)?;
        let conn = ConnectionManager::new(client).await.map_err(&err)?;
        Ok(RedisStore {
            conn,
            url: url.to_owned(),
        })
    }

    /// Writes `writes` in one transaction.
    pub async fn save(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut pipe = redis::pipe();
        pipe.atomic();
        for w in &writes {
            add_write(&mut pipe, w);
        }
        let mut conn = self.conn.clone();
        pipe.query_async::<()>(&mut conn)
            .await
            .map_err(error(&self.url))
    }

    /// The unfinished room `code` with its events, if Redis holds it.
    pub async fn load(&self, code: &str) -> Result<Option<Unfinished>, StoreError> {
        let mut conn = self.conn.clone();
        let (room, used_ms, events): (Option<String>, Option<u64>, Vec<String>) = redis::pipe()
            .atomic()
            .hget(room_key(code), "room")
            .hget(room_key(code), "used_ms")
            .lrange(events_key(code), 0, -1)
            .query_async(&mut conn)
            .await
            .map_err(error(&self.url))?;
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
        let mut conn = self.conn.clone();
        conn.get(archive_key(code)).await.map_err(error(&self.url))
    }
}

/// `w` as commands of the transaction `pipe`.
fn add_write(pipe: &mut redis::Pipeline, w: &Write) {
    match w {
        Write::Room(room) => {
            let text = serde_json::to_string(room).expect("a room serializes");
            pipe.hset_multiple(
                room_key(&room.code),
                &[("room", text), ("used_ms", room.used_ms.to_string())],
            )
            .ignore()
            .sadd(OPEN_ROOMS, &room.code)
            .ignore();
        }
        Write::Event {
            code,
            event,
            used_ms,
        } => {
            let text = serde_json::to_string(event).expect("an event serializes");
            pipe.cmd("EVAL")
                .arg(EVENT_SCRIPT)
                .arg(2)
                .arg(events_key(code))
                .arg(room_key(code))
                .arg(event.n)
                .arg(text)
                .arg(*used_ms)
                .ignore();
        }
        Write::Finished { code, record } => {
            pipe.set(archive_key(code), record).ignore();
            forget(pipe, code);
        }
        Write::Forget { code } => forget(pipe, code),
    }
}

fn forget(pipe: &mut redis::Pipeline, code: &str) {
    pipe.del(room_key(code))
        .ignore()
        .del(events_key(code))
        .ignore()
        .srem(OPEN_ROOMS, code)
        .ignore();
}

fn error(url: &str) -> impl Fn(redis::RedisError) -> StoreError + '_ {
    move |e| StoreError::Redis {
        url: url.to_owned(),
        source: Arc::new(e),
    }
}
