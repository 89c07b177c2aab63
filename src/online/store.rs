//! What must outlive the server process: each room's setup (its seed included), its seats (each
//! token kept only as its SHA-256), and every event, written before the event is sent; finished
//! games move to an archive with their records. An embedded SQLite database in the server's data
//! folder (`rooms.sqlite`), written by one thread of its own: the rooms hand it their writes and
//! wait for the commit, and the writes of every room waiting at that moment go in one transaction.
//!
//! The database runs in WAL mode with `synchronous=NORMAL`: a commit survives the server being
//! killed (the operating system holds it), and the file is never left broken; a power cut may lose
//! the last commits, as a full sync per event would cost more than the game's pace allows.

use super::protocol::GameEvent;
pub use super::room::{SavedRoom, SavedSeat};
use rusqlite::{Connection, OptionalExtension, params};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc;
use tokio::sync::oneshot;

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

type Batch = (Vec<Write>, oneshot::Sender<Result<(), StoreError>>);

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
}

/// The store's writer: a handle the rooms share.
#[derive(Clone)]
pub struct Store {
    tx: mpsc::Sender<Batch>,
    path: PathBuf,
}

/// An unfinished room read back from the store: the room and its events in order.
pub type Unfinished = (SavedRoom, Vec<GameEvent>);

const SCHEMA: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
CREATE TABLE IF NOT EXISTS rooms (code TEXT PRIMARY KEY, room TEXT NOT NULL, used_ms INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS events (code TEXT NOT NULL, n INTEGER NOT NULL, event TEXT NOT NULL,
  PRIMARY KEY (code, n)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS archive (code TEXT PRIMARY KEY, finished TEXT NOT NULL DEFAULT (datetime('now')),
  record TEXT NOT NULL);
";

fn db_error(path: &Path) -> impl Fn(rusqlite::Error) -> StoreError + '_ {
    move |e| StoreError::Database {
        path: path.to_path_buf(),
        source: Arc::new(e),
    }
}

impl Store {
    /// Opens (or makes) the store in `dir`; the unfinished rooms it holds, each with its events.
    pub fn open(dir: &Path) -> Result<(Store, Vec<Unfinished>), StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::Folder {
            path: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        let path = dir.join("rooms.sqlite");
        let err = db_error(&path);
        let db = Connection::open(&path).map_err(&err)?;
        db.execute_batch(SCHEMA).map_err(&err)?;
        let rooms = read_unfinished(&db, &path)?;
        let (tx, rx) = mpsc::channel::<Batch>();
        let at = path.clone();
        std::thread::Builder::new()
            .name("mehen-store".into())
            .spawn(move || write_loop(db, &at, rx))
            .map_err(|e| StoreError::Writer(Arc::new(e)))?;
        Ok((
            Store {
                tx,
                path: path.clone(),
            },
            rooms,
        ))
    }

    /// Writes `writes` in one transaction (with whatever other rooms' writes wait beside them) and
    /// answers once they are committed.
    pub async fn save(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let (done, committed) = oneshot::channel();
        self.tx
            .send((writes, done))
            .map_err(|_| StoreError::Stopped(self.path.clone()))?;
        committed
            .await
            .map_err(|_| StoreError::Stopped(self.path.clone()))?
    }

    /// The record of a finished game in the archive.
    pub fn archived(dir: &Path, code: &str) -> Result<Option<String>, StoreError> {
        let path = dir.join("rooms.sqlite");
        let err = db_error(&path);
        let db = Connection::open(&path).map_err(&err)?;
        db.query_row(
            "SELECT record FROM archive WHERE code = ?1",
            params![code],
            |r| r.get(0),
        )
        .optional()
        .map_err(&err)
    }
}

/// Every unfinished room, each with its events in order. A row that cannot be read is reported by
/// its room's code rather than stopping the server.
fn read_unfinished(db: &Connection, path: &Path) -> Result<Vec<Unfinished>, StoreError> {
    let err = db_error(path);
    let mut rooms = db
        .prepare("SELECT code, room, used_ms FROM rooms ORDER BY code")
        .map_err(&err)?;
    let mut events = db
        .prepare("SELECT event FROM events WHERE code = ?1 ORDER BY n")
        .map_err(&err)?;
    let rows = rooms
        .query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })
        .map_err(&err)?;
    let mut out = Vec::new();
    for row in rows {
        let (code, room, used_ms) = row.map_err(&err)?;
        let mut room: SavedRoom = match serde_json::from_str(&room) {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(store = %path.display(), room = %code, "the room cannot be read: {e}");
                continue;
            }
        };
        room.used_ms = used_ms.max(0) as u64;
        let texts: Vec<String> = events
            .query_map(params![code], |r| r.get(0))
            .map_err(&err)?
            .collect::<Result<_, _>>()
            .map_err(&err)?;
        match texts.iter().map(|t| serde_json::from_str(t)).collect() {
            Ok(evs) => out.push((room, evs)),
            Err(e) => tracing::warn!(
                store = %path.display(),
                room = %code,
                "the room's events cannot be read: {e}"
            ),
        }
    }
    Ok(out)
}

/// The writer thread: each batch waiting goes into one transaction; every waiting room hears the
/// commit (or why it failed).
fn write_loop(mut db: Connection, path: &Path, rx: mpsc::Receiver<Batch>) {
    while let Ok(first) = rx.recv() {
        let mut batches = vec![first];
        while batches.len() < 512
            && let Ok(more) = rx.try_recv()
        {
            batches.push(more);
        }
        let outcome = commit(&mut db, batches.iter().flat_map(|(w, _)| w)).map_err(db_error(path));
        if let Err(e) = &outcome {
            tracing::warn!("{e}");
        }
        for (_, done) in batches {
            let _ = done.send(outcome.clone());
        }
    }
}

fn commit<'a>(
    db: &mut Connection,
    writes: impl Iterator<Item = &'a Write>,
) -> Result<(), rusqlite::Error> {
    let tx = db.transaction()?;
    for w in writes {
        match w {
            Write::Room(room) => {
                let text = serde_json::to_string(room).expect("a room serializes");
                tx.execute(
                    "INSERT INTO rooms (code, room, used_ms) VALUES (?1, ?2, ?3)
                     ON CONFLICT (code) DO UPDATE SET room = excluded.room, used_ms = excluded.used_ms",
                    params![room.code, text, room.used_ms as i64],
                )?;
            }
            Write::Event {
                code,
                event,
                used_ms,
            } => {
                let text = serde_json::to_string(event).expect("an event serializes");
                tx.execute(
                    "INSERT OR REPLACE INTO events (code, n, event) VALUES (?1, ?2, ?3)",
                    params![code, event.n as i64, text],
                )?;
                tx.execute(
                    "UPDATE rooms SET used_ms = ?2 WHERE code = ?1",
                    params![code, *used_ms as i64],
                )?;
            }
            Write::Finished { code, record } => {
                tx.execute(
                    "INSERT OR REPLACE INTO archive (code, record) VALUES (?1, ?2)",
                    params![code, record],
                )?;
                forget(&tx, code)?;
            }
            Write::Forget { code } => forget(&tx, code)?,
        }
    }
    tx.commit()
}

fn forget(tx: &rusqlite::Transaction, code: &str) -> Result<(), rusqlite::Error> {
    tx.execute("DELETE FROM events WHERE code = ?1", params![code])?;
    tx.execute("DELETE FROM rooms WHERE code = ?1", params![code])?;
    Ok(())
}

#[cfg(test)]
#[allow(
    clippy::unwrap_used,
    reason = "a test that unwraps fails loudly where it went wrong"
)]
mod tests {
    use super::*;
    use crate::online::protocol::SeatPlan;
    use crate::play::setup::Setup;
    use crate::rules::GameKind;

    fn room(code: &str) -> SavedRoom {
        SavedRoom {
            code: code.into(),
            setup: Setup {
                kind: GameKind::Hyena,
                players: 2,
                options: String::new(),
                board: "classic".into(),
                teams: String::new(),
                board_ron: None,
                seed: 9,
            },
            seats: vec![
                SavedSeat {
                    plan: SeatPlan::Remote,
                    token_hash: Some("ab".repeat(32)),
                    name: "Ahmose".into(),
                },
                SavedSeat {
                    plan: SeatPlan::Normal,
                    token_hash: None,
                    name: String::new(),
                },
            ],
            started: true,
            minutes: None,
            used_ms: 0,
            invite_hash: Some("cd".repeat(32)),
        }
    }

    fn event(n: u64) -> GameEvent {
        GameEvent {
            n,
            seat: 0,
            turn: n as u32,
            throw: Some(2),
            action: None,
            fingerprint: None,
        }
    }

    #[test]
    fn rooms_and_events_come_back_in_order_and_finished_games_go_to_the_archive() {
        let dir = std::env::temp_dir().join(format!("mehen-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        {
            let (store, rooms) = Store::open(&dir).unwrap();
            assert!(rooms.is_empty());
            let mut writes = vec![Write::Room(room("AAAAAA")), Write::Room(room("BBBBBB"))];
            for n in [1, 2, 3] {
                writes.push(Write::Event {
                    code: "AAAAAA".into(),
                    event: event(n),
                    used_ms: 100 * n,
                });
            }
            runtime.block_on(store.save(writes)).unwrap();
            let done = vec![Write::Finished {
                code: "BBBBBB".into(),
                record: "[Game \"hyena\"]\n".into(),
            }];
            runtime.block_on(store.save(done)).unwrap();
        }
        let (_store, rooms) = Store::open(&dir).unwrap();
        assert_eq!(
            rooms.len(),
            1,
            "the finished room is archived, not unfinished"
        );
        let (saved, events) = &rooms[0];
        assert_eq!(saved.code, "AAAAAA");
        assert_eq!(saved.seats, room("AAAAAA").seats);
        assert_eq!(saved.used_ms, 300);
        assert_eq!(events, &vec![event(1), event(2), event(3)]);
        assert_eq!(
            Store::archived(&dir, "BBBBBB").unwrap().as_deref(),
            Some("[Game \"hyena\"]\n")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
