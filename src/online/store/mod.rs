//! What must outlive the server process: each room's setup (its seed included), its seats (each
//! token kept only as its SHA-256), and every event, written before the event is sent; finished
//! games move to an archive with their records.
//!
//! Two backends behind one handle: the embedded one (an SQLite file in `mehen serve --data DIR`,
//! for one process, which takes every unfinished room back when it starts) and Redis (`mehen serve
//! --store redis://HOST:PORT`, shared by several processes, each loading a room when a connection
//! asks for it).

mod embedded;
mod redis_store;

pub use redis_store::{KEEP_EVERY, LEASE_MS};
#[cfg(test)]
mod tests;

use super::protocol::GameEvent;
pub use super::room::{SavedRoom, SavedSeat};
use std::path::PathBuf;
use std::sync::Arc;

/// One change to the store.
#[derive(Debug, Clone)]
pub enum Write {
    /// The room as it now is (made, a seat taken or handed over, started).
    Room(SavedRoom),
    /// An event, and the clock's time used after it.
    Event {
        code: String,
        event: GameEvent,
        used_ms: u64,
    },
    /// The game is over: its room and events go, its record goes to the archive.
    Finished { code: String, record: String },
    /// The room closed unfinished and unwanted (never started).
    Forget { code: String },
}

/// An unfinished room read back from the store: the room and its events in order.
pub type Unfinished = (SavedRoom, Vec<GameEvent>);

/// Where the rooms are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreAt {
    /// The embedded store in this folder.
    Folder(PathBuf),
    /// A Redis server (`redis://HOST:PORT`), which several server processes share.
    Redis(String),
}

/// Why the store could not be opened, read or written.
#[derive(Debug, Clone, thiserror::Error)]
pub enum StoreError {
    #[error("{}: {source}", path.display())]
    Folder {
        path: PathBuf,
        source: Arc<std::io::Error>,
    },
    #[error("{}: {source}", path.display())]
    Database {
        path: PathBuf,
        source: Arc<rusqlite::Error>,
    },
    #[error("cannot start the store's writer: {0}")]
    Writer(Arc<std::io::Error>),
    #[error("{}: the store's writer stopped", .0.display())]
    Stopped(PathBuf),
    #[error("the Redis store at {url}: {source}")]
    Redis {
        url: String,
        source: Arc<::redis::RedisError>,
    },
}

/// The store: a handle the rooms share.
#[derive(Clone)]
pub enum Store {
    Embedded(embedded::Embedded),
    Redis(redis_store::RedisStore),
}

impl Store {
    /// Opens (or makes) the store; the unfinished rooms to take back at once, each with its events
    /// (the embedded store's; a shared store's rooms are loaded when asked for).
    pub async fn open(at: &StoreAt) -> Result<(Store, Vec<Unfinished>), StoreError> {
        match at {
            StoreAt::Folder(dir) => {
                let dir = dir.clone();
                let path = dir.clone();
                let (store, rooms) =
                    tokio::task::spawn_blocking(move || embedded::Embedded::open(&dir))
                        .await
                        .map_err(|_| StoreError::Stopped(path))??;
                Ok((Store::Embedded(store), rooms))
            }
            StoreAt::Redis(url) => Ok((
                Store::Redis(redis_store::RedisStore::open(url).await?),
                Vec::new(),
            )),
        }
    }

    /// Writes `writes` (one room's, in order) and answers once the store holds them.
    pub async fn save(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        match self {
            Store::Embedded(s) => s.save(writes).await,
            Store::Redis(s) => s.save(writes).await,
        }
    }

    /// The unfinished room `code` with its events, if the store holds it.
    pub async fn load(&self, code: &str) -> Result<Option<Unfinished>, StoreError> {
        match self {
            Store::Embedded(s) => s.load(code).await,
            Store::Redis(s) => s.load(code).await,
        }
    }

    /// The record of the finished game `code`, if the archive holds it.
    pub async fn archived(&self, code: &str) -> Result<Option<String>, StoreError> {
        match self {
            Store::Embedded(s) => s.archived(code).await,
            Store::Redis(s) => s.archived(code).await,
        }
    }

    /// A new room stored for whichever process takes it up (a shared store's); `false` when its
    /// code is taken.
    pub async fn create(&self, room: &SavedRoom) -> Result<bool, StoreError> {
        match self {
            Store::Embedded(_) => Ok(true),
            Store::Redis(s) => s.create(room).await,
        }
    }

    /// Takes room `code` for this process: `false` while another holds it (the embedded store
    /// has one process).
    pub async fn take(&self, code: &str) -> Result<bool, StoreError> {
        match self {
            Store::Embedded(_) => Ok(true),
            Store::Redis(s) => s.take(code).await,
        }
    }

    /// Keeps the rooms `codes` this process's: the codes it no longer holds.
    pub async fn renew(&self, codes: &[String]) -> Result<Vec<String>, StoreError> {
        match self {
            Store::Embedded(_) => Ok(Vec::new()),
            Store::Redis(s) => s.renew(codes).await,
        }
    }

    /// Keeps the rooms `codes`, held here, from lapsing (the shared store lets a room nobody
    /// renews lapse a day on).
    pub async fn keep(&self, codes: &[String]) -> Result<(), StoreError> {
        match self {
            Store::Embedded(_) => Ok(()),
            Store::Redis(s) => s.keep(codes).await,
        }
    }

    /// Lets room `code` go, for another process to take up.
    pub async fn give_back(&self, code: &str) -> Result<(), StoreError> {
        match self {
            Store::Embedded(_) => Ok(()),
            Store::Redis(s) => s.give_back(code).await,
        }
    }

    /// Asks the process holding room `code` to give it up.
    pub async fn ask_to_give_up(&self, code: &str) -> Result<(), StoreError> {
        match self {
            Store::Embedded(_) => Ok(()),
            Store::Redis(s) => s.ask_to_give_up(code).await,
        }
    }

    /// The rooms other processes ask this one to give up, as they ask (none for the embedded
    /// store).
    pub async fn asked_to_give_up(
        &self,
    ) -> Result<Option<tokio::sync::mpsc::Receiver<String>>, StoreError> {
        match self {
            Store::Embedded(_) => Ok(None),
            Store::Redis(s) => s.asked_to_give_up().await.map(Some),
        }
    }

    /// Whether other processes may hold rooms here too: a room this process does not have is then
    /// looked for in the store when a connection asks for it.
    pub fn is_shared(&self) -> bool {
        matches!(self, Store::Redis(_))
    }
}

/// A room and its events read back from their stored text; one that cannot be read is reported by
/// its store and code, and left there.
fn read_back(
    store: &str,
    code: &str,
    room: &str,
    used_ms: u64,
    events: &[String],
) -> Option<Unfinished> {
    let mut room: SavedRoom = match serde_json::from_str(room) {
        Ok(r) => r,
        Err(e) => {
            tracing::warn!(store, room = %code, "the room cannot be read: {e}");
            return None;
        }
    };
    room.used_ms = used_ms;
    match events.iter().map(|t| serde_json::from_str(t)).collect() {
        Ok(events) => Some((room, events)),
        Err(e) => {
            tracing::warn!(store, room = %code, "the room's events cannot be read: {e}");
            None
        }
    }
}
